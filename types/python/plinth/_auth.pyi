from collections.abc import Callable
from typing import Any, Literal, NotRequired, TypedDict

AuthChangeEvent = Literal[
    "INITIAL_SESSION",
    "PASSWORD_RECOVERY",
    "SIGNED_IN",
    "SIGNED_OUT",
    "TOKEN_REFRESHED",
    "USER_UPDATED",
    "USER_DELETED",
    "MFA_CHALLENGE_VERIFIED",
]
Provider = Literal[
    "apple", "azure", "bitbucket", "discord", "facebook", "figma", "github", "gitlab", "google",
    "kakao", "keycloak", "linkedin_oidc", "notion", "slack_oidc", "spotify", "twitch", "twitter",
    "workos", "zoom",
]
OtpChannel = Literal["sms", "whatsapp"]

class UserIdentity:
    id: str
    identity_id: str
    user_id: str
    provider: str
    identity_data: dict[str, Any]
    created_at: str
    last_sign_in_at: str | None

class Factor:
    id: str
    friendly_name: str | None
    factor_type: Literal["totp", "phone"]
    status: Literal["verified", "unverified"]

class User:
    id: str
    aud: str
    role: str | None
    email: str | None
    phone: str | None
    email_confirmed_at: str | None
    phone_confirmed_at: str | None
    last_sign_in_at: str | None
    created_at: str
    updated_at: str | None
    is_anonymous: bool
    user_metadata: dict[str, Any]
    app_metadata: dict[str, Any]
    identities: list[UserIdentity] | None
    factors: list[Factor] | None

class Session:
    access_token: str
    refresh_token: str
    expires_in: int
    expires_at: int | None
    token_type: str
    provider_token: str | None
    provider_refresh_token: str | None
    user: User

class AuthResponse:
    user: User | None
    session: Session | None

class AuthOtpResponse:
    user: None
    session: None
    message_id: str | None

class OAuthResponse:
    provider: Provider
    url: str

class SSOResponse:
    url: str

class UserResponse:
    user: User

class IdentitiesResponse:
    identities: list[UserIdentity]

class Subscription:
    id: str
    callback: Callable[[AuthChangeEvent, Session | None], None]
    def unsubscribe(self) -> None: ...

class SignUpOptions(TypedDict, total=False):
    email_redirect_to: str
    data: dict[str, Any]
    captcha_token: str
    channel: OtpChannel

class SignUpWithPasswordCredentials(TypedDict):
    email: NotRequired[str]
    phone: NotRequired[str]
    password: str
    options: NotRequired[SignUpOptions]

class SignInWithPasswordOptions(TypedDict, total=False):
    captcha_token: str

class SignInWithPasswordCredentials(TypedDict):
    email: NotRequired[str]
    phone: NotRequired[str]
    password: str
    options: NotRequired[SignInWithPasswordOptions]

class SignInWithPasswordlessOptions(TypedDict, total=False):
    email_redirect_to: str
    should_create_user: bool
    data: dict[str, Any]
    channel: OtpChannel
    captcha_token: str

class SignInWithPasswordlessCredentials(TypedDict, total=False):
    email: str
    phone: str
    options: SignInWithPasswordlessOptions

class SignInWithOAuthOptions(TypedDict, total=False):
    redirect_to: str
    scopes: str
    query_params: dict[str, str]

class SignInWithOAuthCredentials(TypedDict):
    provider: Provider
    options: NotRequired[SignInWithOAuthOptions]

class SignInWithIdTokenCredentials(TypedDict):
    provider: Literal["google", "apple", "azure", "facebook", "kakao"]
    token: str
    access_token: NotRequired[str]
    nonce: NotRequired[str]

class SignInWithSSOOptions(TypedDict, total=False):
    redirect_to: str
    captcha_token: str

class SignInWithSSOCredentials(TypedDict, total=False):
    domain: str
    provider_id: str
    options: SignInWithSSOOptions

class SignInAnonymouslyOptions(TypedDict, total=False):
    data: dict[str, Any]
    captcha_token: str

class SignInAnonymouslyCredentials(TypedDict, total=False):
    options: SignInAnonymouslyOptions

class SignOutOptions(TypedDict, total=False):
    scope: Literal["global", "local", "others"]

class VerifyOtpOptions(TypedDict, total=False):
    redirect_to: str
    captcha_token: str

class VerifyOtpParams(TypedDict):
    email: NotRequired[str]
    phone: NotRequired[str]
    token: NotRequired[str]
    token_hash: NotRequired[str]
    type: Literal[
        "sms", "phone_change", "signup", "invite", "magiclink", "recovery", "email_change", "email"
    ]
    options: NotRequired[VerifyOtpOptions]

class UserAttributes(TypedDict, total=False):
    email: str
    phone: str
    password: str
    nonce: str
    data: dict[str, Any]

class ResendOptions(TypedDict, total=False):
    email_redirect_to: str
    captcha_token: str

class ResendCredentials(TypedDict):
    type: Literal["signup", "email_change", "sms", "phone_change"]
    email: NotRequired[str]
    phone: NotRequired[str]
    options: NotRequired[ResendOptions]

class CodeExchangeParams(TypedDict):
    auth_code: str
    code_verifier: NotRequired[str]
    redirect_to: NotRequired[str]

class MFAEnrollParams(TypedDict):
    factor_type: Literal["totp", "phone"]
    friendly_name: NotRequired[str]
    issuer: NotRequired[str]
    phone: NotRequired[str]

class MFAChallengeParams(TypedDict):
    factor_id: str
    channel: NotRequired[OtpChannel]

class MFAVerifyParams(TypedDict):
    factor_id: str
    challenge_id: str
    code: str

class MFAChallengeAndVerifyParams(TypedDict):
    factor_id: str
    code: str

class MFAUnenrollParams(TypedDict):
    factor_id: str

class TOTPEnrollment:
    qr_code: str
    secret: str
    uri: str

class AuthMFAEnrollResponse:
    id: str
    type: Literal["totp", "phone"]
    friendly_name: str | None
    totp: TOTPEnrollment | None
    phone: str | None

class AuthMFAChallengeResponse:
    id: str
    type: Literal["totp", "phone"]
    expires_at: int

class AuthMFAVerifyResponse:
    access_token: str
    token_type: str
    expires_in: int
    refresh_token: str
    user: User

class AuthMFAUnenrollResponse:
    id: str

class AuthMFAListFactorsResponse:
    all: list[Factor]
    totp: list[Factor]
    phone: list[Factor]

class AuthMFAGetAuthenticatorAssuranceLevelResponse:
    current_level: Literal["aal1", "aal2"] | None
    next_level: Literal["aal1", "aal2"] | None
    current_authentication_methods: list[dict[str, Any]]

class AdminUserAttributes(TypedDict, total=False):
    email: str
    phone: str
    password: str
    email_confirm: bool
    phone_confirm: bool
    user_metadata: dict[str, Any]
    app_metadata: dict[str, Any]
    ban_duration: str

class InviteUserByEmailOptions(TypedDict, total=False):
    redirect_to: str
    data: dict[str, Any]

class GenerateLinkOptions(TypedDict, total=False):
    redirect_to: str
    data: dict[str, Any]

class GenerateLinkParams(TypedDict):
    type: Literal[
        "signup", "invite", "magiclink", "recovery", "email_change_current", "email_change_new"
    ]
    email: str
    password: NotRequired[str]
    new_email: NotRequired[str]
    options: NotRequired[GenerateLinkOptions]

class GenerateLinkProperties:
    action_link: str
    email_otp: str
    hashed_token: str
    redirect_to: str
    verification_type: str

class GenerateLinkResponse:
    properties: GenerateLinkProperties
    user: User

class AuthMFAAdminListFactorsParams(TypedDict):
    user_id: str

class AuthMFAAdminListFactorsResponse:
    factors: list[Factor]

class AuthMFAAdminDeleteFactorParams(TypedDict):
    user_id: str
    id: str

class AuthMFAAdminDeleteFactorResponse:
    id: str

class MFAApi:
    def enroll(self, params: MFAEnrollParams) -> AuthMFAEnrollResponse: ...
    def challenge(self, params: MFAChallengeParams) -> AuthMFAChallengeResponse: ...
    def verify(self, params: MFAVerifyParams) -> AuthMFAVerifyResponse: ...
    def challenge_and_verify(self, params: MFAChallengeAndVerifyParams) -> AuthMFAVerifyResponse: ...
    def unenroll(self, params: MFAUnenrollParams) -> AuthMFAUnenrollResponse: ...
    def list_factors(self) -> AuthMFAListFactorsResponse: ...
    def get_authenticator_assurance_level(self) -> AuthMFAGetAuthenticatorAssuranceLevelResponse: ...

class AdminMFAApi:
    def list_factors(self, params: AuthMFAAdminListFactorsParams) -> AuthMFAAdminListFactorsResponse: ...
    def delete_factor(self, params: AuthMFAAdminDeleteFactorParams) -> AuthMFAAdminDeleteFactorResponse: ...

class AdminApi:
    mfa: AdminMFAApi
    def get_user_by_id(self, uid: str) -> UserResponse: ...
    def list_users(self, page: int | None = None, per_page: int | None = None) -> list[User]: ...
    def create_user(self, attributes: AdminUserAttributes) -> UserResponse: ...
    def delete_user(self, id: str, should_soft_delete: bool = False) -> None: ...
    def invite_user_by_email(self, email: str, options: InviteUserByEmailOptions = {}) -> UserResponse: ...
    def generate_link(self, params: GenerateLinkParams) -> GenerateLinkResponse: ...
    def update_user_by_id(self, uid: str, attributes: AdminUserAttributes) -> UserResponse: ...
    def sign_out(self, jwt: str, scope: Literal["global", "local", "others"] = "global") -> None: ...

class AuthClient:
    admin: AdminApi
    mfa: MFAApi
    def sign_up(self, credentials: SignUpWithPasswordCredentials) -> AuthResponse: ...
    def sign_in_with_password(self, credentials: SignInWithPasswordCredentials) -> AuthResponse: ...
    def sign_in_with_otp(self, credentials: SignInWithPasswordlessCredentials) -> AuthOtpResponse: ...
    def sign_in_with_oauth(self, credentials: SignInWithOAuthCredentials) -> OAuthResponse: ...
    def sign_in_with_id_token(self, credentials: SignInWithIdTokenCredentials) -> AuthResponse: ...
    def sign_out(self, options: SignOutOptions = {"scope": "global"}) -> None: ...
    def verify_otp(self, params: VerifyOtpParams) -> AuthResponse: ...
    def get_session(self) -> Session | None: ...
    def refresh_session(self, refresh_token: str | None = None) -> AuthResponse: ...
    def set_session(self, access_token: str, refresh_token: str) -> AuthResponse: ...
    def get_user(self, jwt: str | None = None) -> UserResponse | None: ...
    def update_user(self, attributes: UserAttributes) -> UserResponse: ...
    def reset_password_for_email(self, email: str, options: dict = {}) -> None: ...
    def resend(self, credentials: ResendCredentials) -> AuthOtpResponse: ...
    def exchange_code_for_session(self, params: CodeExchangeParams) -> AuthResponse: ...
    def on_auth_state_change(
        self,
        callback: Callable[[AuthChangeEvent, Session | None], None],
    ) -> Subscription: ...
    def sign_in_anonymously(self, credentials: SignInAnonymouslyCredentials | None = None) -> AuthResponse: ...
    def sign_in_with_sso(self, credentials: SignInWithSSOCredentials) -> SSOResponse: ...
    def get_user_identities(self) -> IdentitiesResponse: ...
    def link_identity(self, credentials: SignInWithOAuthCredentials) -> OAuthResponse: ...
    def unlink_identity(self, identity: UserIdentity) -> None: ...
    def reauthenticate(self) -> AuthResponse: ...
