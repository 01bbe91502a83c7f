from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_description import DragonsDescription
from ...models.dragons_wild_description import DragonsWildDescription
from ...models.game_id import GameId
from ...models.palace_description import PalaceDescription
from ...models.problem import Problem
from ...models.red_dragon_description import RedDragonDescription
from ...models.reds_description import RedsDescription
from typing import cast



def _get_kwargs(
    game: GameId,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_description_type_0 = DragonsDescription.from_dict(data)



                return componentsschemas_game_description_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_description_type_1 = DragonsWildDescription.from_dict(data)



                return componentsschemas_game_description_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_description_type_2 = PalaceDescription.from_dict(data)



                return componentsschemas_game_description_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_description_type_3 = RedDragonDescription.from_dict(data)



                return componentsschemas_game_description_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_description_type_4 = RedsDescription.from_dict(data)



            return componentsschemas_game_description_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient,

) -> Response[DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem]:
    """ One game, plus its move types with examples.

    Args:
        game (GameId): A game id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient,

) -> DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem | None:
    """ One game, plus its move types with examples.

    Args:
        game (GameId): A game id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem
     """


    return sync_detailed(
        game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient,

) -> Response[DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem]:
    """ One game, plus its move types with examples.

    Args:
        game (GameId): A game id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem]
     """


    kwargs = _get_kwargs(
        game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient,

) -> DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem | None:
    """ One game, plus its move types with examples.

    Args:
        game (GameId): A game id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsDescription | DragonsWildDescription | PalaceDescription | RedDragonDescription | RedsDescription | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,

    )).parsed
