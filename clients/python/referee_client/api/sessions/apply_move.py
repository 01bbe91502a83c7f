from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_move_result import DragonsMoveResult
from ...models.dragons_wild_move_result import DragonsWildMoveResult
from ...models.move_body import MoveBody
from ...models.palace_move_result import PalaceMoveResult
from ...models.problem import Problem
from ...models.red_dragon_move_result import RedDragonMoveResult
from ...models.reds_move_result import RedsMoveResult
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: MoveBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/moves".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_0 = DragonsMoveResult.from_dict(data)



                return componentsschemas_move_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_1 = DragonsWildMoveResult.from_dict(data)



                return componentsschemas_move_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_2 = PalaceMoveResult.from_dict(data)



                return componentsschemas_move_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_result_type_3 = RedDragonMoveResult.from_dict(data)



                return componentsschemas_move_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_result_type_4 = RedsMoveResult.from_dict(data)



            return componentsschemas_move_result_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())



        return response_414

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem]:
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
    body: MoveBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem]:
    """ Apply a move of the bearer's seat (compare-and-set on the version).

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (MoveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: MoveBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem | None:
    """ Apply a move of the bearer's seat (compare-and-set on the version).

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (MoveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: MoveBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> Response[DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem]:
    """ Apply a move of the bearer's seat (compare-and-set on the version).

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (MoveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: MoveBody,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,

) -> DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem | None:
    """ Apply a move of the bearer's seat (compare-and-set on the version).

    Args:
        id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        body (MoveBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsMoveResult | DragonsWildMoveResult | PalaceMoveResult | RedDragonMoveResult | RedsMoveResult | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
