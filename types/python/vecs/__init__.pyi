# The vecs client as the AI guides document it (content/guides/ai/python/api.mdx and its siblings).
from collections.abc import Iterable, Sequence
from enum import Enum
from types import TracebackType
from typing import Any, Literal, Self

Vector = Sequence[float]
Metadata = dict[str, Any]
Record = tuple[str, Vector, Metadata]
MeasureName = Literal["cosine_distance", "l2_distance", "max_inner_product"]

class IndexMethod(str, Enum):
    auto = "auto"
    hnsw = "hnsw"
    ivfflat = "ivfflat"

class IndexMeasure(str, Enum):
    cosine_distance = "cosine_distance"
    l2_distance = "l2_distance"
    max_inner_product = "max_inner_product"

class IndexArgsHNSW:
    m: int
    ef_construction: int
    def __init__(self, m: int = 16, ef_construction: int = 64) -> None: ...

class IndexArgsIVFFlat:
    n_lists: int
    def __init__(self, n_lists: int) -> None: ...

class CollectionNotFound(Exception): ...
class MismatchedDimension(Exception): ...

class Collection:
    name: str
    dimension: int
    def upsert(self, records: Iterable[Record]) -> None: ...
    def fetch(self, ids: Iterable[str]) -> list[Record]: ...
    def delete(
        self, ids: Iterable[str] | None = None, filters: dict[str, Any] | None = None
    ) -> list[str]: ...
    def __getitem__(self, id: str) -> Record: ...
    def query(
        self,
        data: Vector,
        limit: int = 10,
        filters: dict[str, Any] | None = None,
        measure: IndexMeasure | MeasureName = "cosine_distance",
        include_value: bool = False,
        include_metadata: bool = False,
    ) -> list[Any]: ...
    def create_index(
        self,
        measure: IndexMeasure = IndexMeasure.cosine_distance,
        method: IndexMethod = IndexMethod.auto,
        index_arguments: IndexArgsHNSW | IndexArgsIVFFlat | None = None,
        replace: bool = False,
    ) -> None: ...

class Client:
    def get_or_create_collection(self, name: str, *, dimension: int) -> Collection: ...
    def get_collection(self, name: str) -> Collection: ...
    def list_collections(self) -> list[Collection]: ...
    def delete_collection(self, name: str) -> None: ...
    def disconnect(self) -> None: ...
    def __enter__(self) -> Self: ...
    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None: ...

def create_client(connection_string: str) -> Client: ...
