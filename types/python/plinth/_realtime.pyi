from collections.abc import Callable
from enum import Enum
from typing import Any, Literal, TypedDict

class RealtimeSubscribeStates(str, Enum):
    SUBSCRIBED = "SUBSCRIBED"
    TIMED_OUT = "TIMED_OUT"
    CLOSED = "CLOSED"
    CHANNEL_ERROR = "CHANNEL_ERROR"

class RealtimeChannelBroadcastConfig(TypedDict, total=False):
    ack: bool
    self: bool

class RealtimeChannelPresenceConfig(TypedDict, total=False):
    key: str

class RealtimeChannelConfig(TypedDict, total=False):
    private: bool
    broadcast: RealtimeChannelBroadcastConfig
    presence: RealtimeChannelPresenceConfig

class RealtimeChannelOptions(TypedDict, total=False):
    config: RealtimeChannelConfig

class AsyncRealtimeChannel:
    topic: str
    async def subscribe(
        self,
        callback: Callable[[RealtimeSubscribeStates, Exception | None], None] | None = None,
    ) -> AsyncRealtimeChannel: ...
    async def unsubscribe(self) -> None: ...
    def on_broadcast(self, event: str, callback: Callable[[dict[str, Any]], None]) -> AsyncRealtimeChannel: ...
    async def send_broadcast(self, event: str, data: Any) -> None: ...
    def on_postgres_changes(
        self,
        event: Literal["INSERT", "UPDATE", "DELETE", "*"],
        callback: Callable[[dict[str, Any]], None],
        table: str = "*",
        schema: str = "public",
        filter: str | None = None,
    ) -> AsyncRealtimeChannel: ...
    def on_presence_sync(self, callback: Callable[[], None]) -> AsyncRealtimeChannel: ...
    def on_presence_join(
        self, callback: Callable[[str, list[dict[str, Any]], list[dict[str, Any]]], None]
    ) -> AsyncRealtimeChannel: ...
    def on_presence_leave(
        self, callback: Callable[[str, list[dict[str, Any]], list[dict[str, Any]]], None]
    ) -> AsyncRealtimeChannel: ...
    async def track(self, user_status: dict[str, Any]) -> None: ...
    async def untrack(self) -> None: ...
    def presence_state(self) -> dict[str, list[dict[str, Any]]]: ...
