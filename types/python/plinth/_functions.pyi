from typing import Any, Literal, TypedDict

class FunctionInvokeOptions(TypedDict, total=False):
    body: dict[str, Any] | list[Any] | str | bytes
    headers: dict[str, str]
    method: Literal["GET", "POST", "PUT", "PATCH", "DELETE"]
    region: str
    response_type: Literal["json", "text", "binary"]

class SyncFunctionsClient:
    def invoke(self, function_name: str, invoke_options: FunctionInvokeOptions | None = None) -> bytes | dict | list | str: ...

class AsyncFunctionsClient:
    async def invoke(self, function_name: str, invoke_options: FunctionInvokeOptions | None = None) -> bytes | dict | list | str: ...
