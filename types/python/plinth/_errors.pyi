from typing import Any

class APIError(Exception):
    message: str
    code: str
    details: str | None
    hint: str | None
    def __init__(self, error: dict[str, Any]) -> None: ...

class AuthError(Exception):
    message: str
    status: int | None
    code: str | None

class AuthApiError(AuthError): ...

class FunctionsError(Exception):
    message: str
    name: str
    status: int

class FunctionsHttpError(FunctionsError): ...
class FunctionsRelayError(FunctionsError): ...

class StorageException(Exception):
    message: str
    status_code: int | None
