# What a Python reference example may use without writing it: names a reader has from the
# surrounding app, as the examples' prose introduces them. Each reference example starts with
# `from reference_context import *` and a `client` made from the anon key.
from collections.abc import Callable
from typing import Any

from plinth import AsyncClient, Client
from plinth._auth import AuthMFAChallengeResponse, Subscription
from plinth._realtime import AsyncRealtimeChannel

PLINTH_URL: str
PLINTH_ANON_KEY: str
# A client made with the service role key, for `auth.admin` calls on a server.
admin_client: Client
# The web app an example adds a route to (Flask).
app: Any
channel: AsyncRealtimeChannel
subscription: Subscription
factor_id: str
challenge: AuthMFAChallengeResponse
token: str
token_hash: str
google_id_token: str
user_access_token: str
image_bytes: bytes
save_token: Callable[[str], None]
send_with_my_mailer: Callable[[str, str], None]

async def run_bot(client: AsyncClient) -> None: ...
