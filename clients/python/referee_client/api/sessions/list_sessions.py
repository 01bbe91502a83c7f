from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_sessions_status import ListSessionsStatus
from ...models.problem import Problem
from ...models.session_list import SessionList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListSessionsStatus | Unset = ListSessionsStatus.ALL,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SessionList | None:
    if response.status_code == 200:
        response_200 = SessionList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())



        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SessionList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListSessionsStatus | Unset = ListSessionsStatus.ALL,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[Problem | SessionList]:
    """ The tenant's sessions, newest first, a page at a time (needs an API key).

    Args:
        status (ListSessionsStatus | Unset):  Default: ListSessionsStatus.ALL.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionList]
     """


    kwargs = _get_kwargs(
        status=status,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ListSessionsStatus | Unset = ListSessionsStatus.ALL,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Problem | SessionList | None:
    """ The tenant's sessions, newest first, a page at a time (needs an API key).

    Args:
        status (ListSessionsStatus | Unset):  Default: ListSessionsStatus.ALL.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionList
     """


    return sync_detailed(
        client=client,
status=status,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListSessionsStatus | Unset = ListSessionsStatus.ALL,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[Problem | SessionList]:
    """ The tenant's sessions, newest first, a page at a time (needs an API key).

    Args:
        status (ListSessionsStatus | Unset):  Default: ListSessionsStatus.ALL.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SessionList]
     """


    kwargs = _get_kwargs(
        status=status,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListSessionsStatus | Unset = ListSessionsStatus.ALL,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Problem | SessionList | None:
    """ The tenant's sessions, newest first, a page at a time (needs an API key).

    Args:
        status (ListSessionsStatus | Unset):  Default: ListSessionsStatus.ALL.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SessionList
     """


    return (await asyncio_detailed(
        client=client,
status=status,
limit=limit,
cursor=cursor,

    )).parsed
