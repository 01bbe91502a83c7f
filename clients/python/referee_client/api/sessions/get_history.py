from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_history import DragonsHistory
from ...models.dragons_wild_history import DragonsWildHistory
from ...models.palace_history import PalaceHistory
from ...models.problem import Problem
from ...models.red_dragon_history import RedDragonHistory
from ...models.reds_history import RedsHistory
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/history".format(id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_0 = DragonsHistory.from_dict(data)



                return componentsschemas_history_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_1 = DragonsWildHistory.from_dict(data)



                return componentsschemas_history_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_2 = PalaceHistory.from_dict(data)



                return componentsschemas_history_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_history_type_3 = RedDragonHistory.from_dict(data)



                return componentsschemas_history_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_history_type_4 = RedsHistory.from_dict(data)



            return componentsschemas_history_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())



        return response_414

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem]:
    """ Moves and events, redacted for the caller; the seed once the game is over.

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem | None:
    """ Moves and events, redacted for the caller; the seed once the game is over.

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem
     """


    return sync_detailed(
        id=id,
client=client,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem]:
    """ Moves and events, redacted for the caller; the seed once the game is over.

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,

) -> Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem | None:
    """ Moves and events, redacted for the caller; the seed once the game is over.

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DragonsHistory | DragonsWildHistory | PalaceHistory | RedDragonHistory | RedsHistory | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
if_none_match=if_none_match,

    )).parsed
