# The Python client's documented API as types: each signature here is the one its reference
# section shows (a test compares them), and the guide and reference examples are checked
# against these stubs with Pyright.
from ._client import (
    AsyncClient as AsyncClient,
    AsyncClientOptions as AsyncClientOptions,
    Client as Client,
    ClientOptions as ClientOptions,
    acreate_client as acreate_client,
    create_client as create_client,
)
from ._errors import (
    APIError as APIError,
    AuthApiError as AuthApiError,
    AuthError as AuthError,
    FunctionsError as FunctionsError,
    FunctionsHttpError as FunctionsHttpError,
    FunctionsRelayError as FunctionsRelayError,
    StorageException as StorageException,
)
from ._postgrest import APIResponse as APIResponse, CountMethod as CountMethod, ReturnMethod as ReturnMethod
from ._realtime import RealtimeSubscribeStates as RealtimeSubscribeStates
