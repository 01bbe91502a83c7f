from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_create_session_request import DragonsCreateSessionRequest
from ...models.dragons_created_session import DragonsCreatedSession
from ...models.dragons_wild_create_session_request import DragonsWildCreateSessionRequest
from ...models.dragons_wild_created_session import DragonsWildCreatedSession
from ...models.palace_create_session_request import PalaceCreateSessionRequest
from ...models.palace_created_session import PalaceCreatedSession
from ...models.problem import Problem
from ...models.red_dragon_create_session_request import RedDragonCreateSessionRequest
from ...models.red_dragon_created_session import RedDragonCreatedSession
from ...models.reds_create_session_request import RedsCreateSessionRequest
from ...models.reds_created_session import RedsCreatedSession
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: DragonsCreateSessionRequest | DragonsWildCreateSessionRequest | PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    
    if isinstance(body, DragonsCreateSessionRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, DragonsWildCreateSessionRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, PalaceCreateSessionRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, RedDragonCreateSessionRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_created_session_type_0 = DragonsCreatedSession.from_dict(data)



                return componentsschemas_created_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_created_session_type_1 = DragonsWildCreatedSession.from_dict(data)



                return componentsschemas_created_session_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_created_session_type_2 = PalaceCreatedSession.from_dict(data)



                return componentsschemas_created_session_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_created_session_type_3 = RedDragonCreatedSession.from_dict(data)



                return componentsschemas_created_session_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_created_session_type_4 = RedsCreatedSession.from_dict(data)



            return componentsschemas_created_session_type_4

        response_201 = _parse_response_201(response.json())

        return response_201

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DragonsCreateSessionRequest | DragonsWildCreateSessionRequest | PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem]:
    """ Create a hosted session; returns the seat tokens and the admin token once.

    Args:
        idempotency_key (str | Unset):
        body (DragonsCreateSessionRequest | DragonsWildCreateSessionRequest |
            PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest): A
            new session of the game named by `game`, with that game's options.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: DragonsCreateSessionRequest | DragonsWildCreateSessionRequest | PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest,
    idempotency_key: str | Unset = UNSET,

) -> DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem | None:
    """ Create a hosted session; returns the seat tokens and the admin token once.

    Args:
        idempotency_key (str | Unset):
        body (DragonsCreateSessionRequest | DragonsWildCreateSessionRequest |
            PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest): A
            new session of the game named by `game`, with that game's options.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DragonsCreateSessionRequest | DragonsWildCreateSessionRequest | PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem]:
    """ Create a hosted session; returns the seat tokens and the admin token once.

    Args:
        idempotency_key (str | Unset):
        body (DragonsCreateSessionRequest | DragonsWildCreateSessionRequest |
            PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest): A
            new session of the game named by `game`, with that game's options.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DragonsCreateSessionRequest | DragonsWildCreateSessionRequest | PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest,
    idempotency_key: str | Unset = UNSET,

) -> DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem | None:
    """ Create a hosted session; returns the seat tokens and the admin token once.

    Args:
        idempotency_key (str | Unset):
        body (DragonsCreateSessionRequest | DragonsWildCreateSessionRequest |
            PalaceCreateSessionRequest | RedDragonCreateSessionRequest | RedsCreateSessionRequest): A
            new session of the game named by `game`, with that game's options.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsCreatedSession | DragonsWildCreatedSession | PalaceCreatedSession | RedDragonCreatedSession | RedsCreatedSession | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
