from collections.abc import Iterable
from enum import Enum
from typing import Any, Generic, Literal, Self, TypeVar

class CountMethod(str, Enum):
    exact = "exact"
    planned = "planned"
    estimated = "estimated"

class ReturnMethod(str, Enum):
    minimal = "minimal"
    representation = "representation"

_Data = TypeVar("_Data")

class APIResponse(Generic[_Data]):
    data: _Data
    count: int | None

class _Filters:
    def eq(self, column: str, value: Any) -> Self: ...
    def neq(self, column: str, value: Any) -> Self: ...
    def gt(self, column: str, value: Any) -> Self: ...
    def gte(self, column: str, value: Any) -> Self: ...
    def lt(self, column: str, value: Any) -> Self: ...
    def lte(self, column: str, value: Any) -> Self: ...
    def like(self, column: str, pattern: str) -> Self: ...
    def ilike(self, column: str, pattern: str) -> Self: ...
    def is_(self, column: str, value: bool | None) -> Self: ...
    def in_(self, column: str, values: Iterable[Any]) -> Self: ...
    def contains(self, column: str, value: Iterable[Any] | str | dict[str, Any]) -> Self: ...
    def contained_by(self, column: str, value: Iterable[Any] | str | dict[str, Any]) -> Self: ...
    def range_gt(self, column: str, range: tuple[Any, Any]) -> Self: ...
    def range_gte(self, column: str, range: tuple[Any, Any]) -> Self: ...
    def range_lt(self, column: str, range: tuple[Any, Any]) -> Self: ...
    def range_lte(self, column: str, range: tuple[Any, Any]) -> Self: ...
    def range_adjacent(self, column: str, range: tuple[Any, Any]) -> Self: ...
    def overlaps(self, column: str, value: Iterable[Any] | str) -> Self: ...
    def text_search(
        self,
        column: str,
        query: str,
        options: dict[str, str] | None = None,
    ) -> Self: ...
    def match(self, query: dict[str, Any]) -> Self: ...
    @property
    def not_(self) -> Self: ...
    def or_(self, filters: str, reference_table: str | None = None) -> Self: ...
    def filter(self, column: str, operator: str, criteria: str) -> Self: ...

class _Modifiers:
    def order(
        self,
        column: str,
        *,
        desc: bool = False,
        nullsfirst: bool | None = None,
        foreign_table: str | None = None,
    ) -> Self: ...
    def limit(self, size: int, *, foreign_table: str | None = None) -> Self: ...
    def range(self, start: int, end: int, *, foreign_table: str | None = None) -> Self: ...
    def explain(
        self,
        *,
        analyze: bool = False,
        verbose: bool = False,
        settings: bool = False,
        buffers: bool = False,
        wal: bool = False,
        format: Literal["text", "json"] = "text",
    ) -> Self: ...

# Synchronous builders: `execute()` sends the request.
class SyncQueryRequestBuilder:
    def execute(self) -> APIResponse[list[dict[str, Any]]]: ...

class SyncSingleRequestBuilder(Generic[_Data]):
    def execute(self) -> APIResponse[_Data]: ...

class SyncMaybeSingleRequestBuilder(Generic[_Data]):
    def execute(self) -> APIResponse[_Data] | None: ...

class SyncFilterRequestBuilder(SyncQueryRequestBuilder, _Filters, _Modifiers): ...

class SyncSelectRequestBuilder(SyncFilterRequestBuilder):
    def single(self) -> SyncSingleRequestBuilder[dict[str, Any]]: ...
    def maybe_single(self) -> SyncMaybeSingleRequestBuilder[dict[str, Any]]: ...
    def csv(self) -> SyncSingleRequestBuilder[str]: ...

class SyncRPCFilterRequestBuilder(SyncSelectRequestBuilder): ...

class SyncRequestBuilder:
    def select(
        self,
        *columns: str,
        count: CountMethod | None = None,
        head: bool = False,
    ) -> SyncSelectRequestBuilder: ...
    def insert(
        self,
        json: dict | list[dict],
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
        upsert: bool = False,
        default_to_null: bool = True,
    ) -> SyncQueryRequestBuilder: ...
    def update(
        self,
        json: dict,
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
    ) -> SyncFilterRequestBuilder: ...
    def upsert(
        self,
        json: dict | list[dict],
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
        ignore_duplicates: bool = False,
        on_conflict: str = "",
        default_to_null: bool = True,
    ) -> SyncQueryRequestBuilder: ...
    def delete(
        self,
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
    ) -> SyncFilterRequestBuilder: ...

# Asynchronous builders: the same calls, with `await ... .execute()`.
class AsyncQueryRequestBuilder:
    async def execute(self) -> APIResponse[list[dict[str, Any]]]: ...

class AsyncSingleRequestBuilder(Generic[_Data]):
    async def execute(self) -> APIResponse[_Data]: ...

class AsyncMaybeSingleRequestBuilder(Generic[_Data]):
    async def execute(self) -> APIResponse[_Data] | None: ...

class AsyncFilterRequestBuilder(AsyncQueryRequestBuilder, _Filters, _Modifiers): ...

class AsyncSelectRequestBuilder(AsyncFilterRequestBuilder):
    def single(self) -> AsyncSingleRequestBuilder[dict[str, Any]]: ...
    def maybe_single(self) -> AsyncMaybeSingleRequestBuilder[dict[str, Any]]: ...
    def csv(self) -> AsyncSingleRequestBuilder[str]: ...

class AsyncRPCFilterRequestBuilder(AsyncSelectRequestBuilder): ...

class AsyncRequestBuilder:
    def select(
        self,
        *columns: str,
        count: CountMethod | None = None,
        head: bool = False,
    ) -> AsyncSelectRequestBuilder: ...
    def insert(
        self,
        json: dict | list[dict],
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
        upsert: bool = False,
        default_to_null: bool = True,
    ) -> AsyncQueryRequestBuilder: ...
    def update(
        self,
        json: dict,
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
    ) -> AsyncFilterRequestBuilder: ...
    def upsert(
        self,
        json: dict | list[dict],
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
        ignore_duplicates: bool = False,
        on_conflict: str = "",
        default_to_null: bool = True,
    ) -> AsyncQueryRequestBuilder: ...
    def delete(
        self,
        *,
        count: CountMethod | None = None,
        returning: ReturnMethod = ReturnMethod.representation,
    ) -> AsyncFilterRequestBuilder: ...
