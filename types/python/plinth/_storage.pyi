import os
from io import BufferedReader
from typing import Any, Literal, TypedDict

class Bucket:
    id: str
    name: str
    owner: str
    public: bool
    file_size_limit: int | None
    allowed_mime_types: list[str] | None
    created_at: str
    updated_at: str

class CreateOrUpdateBucketOptions(TypedDict, total=False):
    public: bool
    file_size_limit: int | str
    allowed_mime_types: list[str]

FileOptions = TypedDict(
    "FileOptions",
    {"content-type": str, "cache-control": str, "upsert": str, "metadata": dict[str, Any]},
    total=False,
)

class TransformOptions(TypedDict, total=False):
    width: int
    height: int
    resize: Literal["cover", "contain", "fill"]
    quality: int
    format: Literal["origin", "avif"]

class DownloadOptions(TypedDict, total=False):
    transform: TransformOptions

class URLOptions(TypedDict, total=False):
    download: bool | str
    transform: TransformOptions

class SortByOptions(TypedDict, total=False):
    column: str
    order: Literal["asc", "desc"]

class ListBucketFilesOptions(TypedDict, total=False):
    limit: int
    offset: int
    sort_by: SortByOptions
    search: str

class UploadResponse:
    path: str
    full_path: str
    id: str

class SyncBucketProxy:
    def upload(
        self,
        path: str,
        file: bytes | str | os.PathLike | BufferedReader,
        file_options: FileOptions | None = None,
    ) -> UploadResponse: ...
    def update(
        self,
        path: str,
        file: bytes | str | os.PathLike | BufferedReader,
        file_options: FileOptions | None = None,
    ) -> UploadResponse: ...
    def download(self, path: str, options: DownloadOptions | None = None) -> bytes: ...
    def list(self, path: str | None = None, options: ListBucketFilesOptions | None = None) -> list[dict[str, Any]]: ...
    def move(self, from_path: str, to_path: str) -> dict[str, str]: ...
    def copy(self, from_path: str, to_path: str) -> dict[str, str]: ...
    def remove(self, paths: list[str]) -> list[dict[str, Any]]: ...
    def create_signed_url(self, path: str, expires_in: int, options: URLOptions | None = None) -> dict[str, str]: ...
    def create_signed_urls(self, paths: list[str], expires_in: int, options: URLOptions | None = None) -> list[dict[str, Any]]: ...
    def create_signed_upload_url(self, path: str, options: dict | None = None) -> dict[str, str]: ...
    def upload_to_signed_url(
        self,
        path: str,
        token: str,
        file: bytes | str | os.PathLike | BufferedReader,
        file_options: FileOptions | None = None,
    ) -> UploadResponse: ...
    def get_public_url(self, path: str, options: URLOptions | None = None) -> str: ...

class SyncStorageClient:
    def from_(self, id: str) -> SyncBucketProxy: ...
    def create_bucket(
        self,
        id: str,
        name: str | None = None,
        options: CreateOrUpdateBucketOptions | None = None,
    ) -> dict[str, str]: ...
    def get_bucket(self, id: str) -> Bucket: ...
    def list_buckets(self) -> list[Bucket]: ...
    def update_bucket(self, id: str, options: CreateOrUpdateBucketOptions) -> dict[str, str]: ...
    def delete_bucket(self, id: str) -> dict[str, str]: ...
    def empty_bucket(self, id: str) -> dict[str, str]: ...
