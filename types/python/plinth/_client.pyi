from typing import Literal, TypedDict

from ._auth import AuthClient
from ._auth_async import AsyncAuthClient
from ._functions import AsyncFunctionsClient, SyncFunctionsClient
from ._postgrest import (
    AsyncRequestBuilder,
    AsyncRPCFilterRequestBuilder,
    CountMethod,
    SyncRequestBuilder,
    SyncRPCFilterRequestBuilder,
)
from ._realtime import AsyncRealtimeChannel, RealtimeChannelOptions
from ._storage import SyncStorageClient
from ._storage_async import AsyncStorageClient

class SyncSupportedStorage:
    def get_item(self, key: str) -> str | None: ...
    def set_item(self, key: str, value: str) -> None: ...
    def remove_item(self, key: str) -> None: ...

class ClientOptions(TypedDict, total=False):
    schema: str
    headers: dict[str, str]
    auto_refresh_token: bool
    persist_session: bool
    storage: SyncSupportedStorage
    flow_type: Literal["implicit", "pkce"]
    postgrest_client_timeout: int | float
    storage_client_timeout: int | float
    function_client_timeout: int | float

AsyncClientOptions = ClientOptions

class Client:
    auth: AuthClient
    storage: SyncStorageClient
    functions: SyncFunctionsClient
    def table(self, table_name: str) -> SyncRequestBuilder: ...
    def from_(self, table_name: str) -> SyncRequestBuilder: ...
    def schema(self, schema: str) -> Client: ...
    def rpc(
        self,
        fn: str,
        params: dict | None = None,
        *,
        count: CountMethod | None = None,
        head: bool = False,
        get: bool = False,
    ) -> SyncRPCFilterRequestBuilder: ...

class AsyncClient:
    auth: AsyncAuthClient
    storage: AsyncStorageClient
    functions: AsyncFunctionsClient
    def table(self, table_name: str) -> AsyncRequestBuilder: ...
    def from_(self, table_name: str) -> AsyncRequestBuilder: ...
    def schema(self, schema: str) -> AsyncClient: ...
    def rpc(
        self,
        fn: str,
        params: dict | None = None,
        *,
        count: CountMethod | None = None,
        head: bool = False,
        get: bool = False,
    ) -> AsyncRPCFilterRequestBuilder: ...
    def channel(self, topic: str, params: RealtimeChannelOptions = {}) -> AsyncRealtimeChannel: ...
    async def remove_channel(self, channel: AsyncRealtimeChannel) -> None: ...
    async def remove_all_channels(self) -> None: ...
    def get_channels(self) -> list[AsyncRealtimeChannel]: ...

def create_client(
    plinth_url: str,
    plinth_key: str,
    options: ClientOptions | None = None,
) -> Client: ...

async def acreate_client(
    plinth_url: str,
    plinth_key: str,
    options: AsyncClientOptions | None = None,
) -> AsyncClient: ...

