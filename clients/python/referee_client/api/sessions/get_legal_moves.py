from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_legal_moves import DragonsLegalMoves
from ...models.dragons_wild_legal_moves import DragonsWildLegalMoves
from ...models.palace_legal_moves import PalaceLegalMoves
from ...models.problem import Problem
from ...models.red_dragon_legal_moves import RedDragonLegalMoves
from ...models.reds_legal_moves import RedsLegalMoves
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
        "url": "/v1/sessions/{id}/legal-moves".format(id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = DragonsLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = DragonsWildLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = PalaceLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = RedDragonLegalMoves.from_dict(data)



                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_moves_type_4 = RedsLegalMoves.from_dict(data)



            return componentsschemas_legal_moves_type_4

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

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem]:
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

) -> Response[Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem]:
    """ Every legal move of the bearer's seat (empty when it may not act).

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem]
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

) -> Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem | None:
    """ Every legal move of the bearer's seat (empty when it may not act).

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem
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

) -> Response[Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem]:
    """ Every legal move of the bearer's seat (empty when it may not act).

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem]
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

) -> Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem | None:
    """ Every legal move of the bearer's seat (empty when it may not act).

    Args:
        id (str):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DragonsLegalMoves | DragonsWildLegalMoves | PalaceLegalMoves | RedDragonLegalMoves | RedsLegalMoves | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
if_none_match=if_none_match,

    )).parsed
