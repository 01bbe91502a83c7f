from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_id import GameId
from ...models.problem import Problem
from ...models.rating_history import RatingHistory
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player: str,
    *,
    game: GameId,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_game = game.value
    params["game"] = json_game

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}/history".format(player=quote(str(player), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RatingHistory | None:
    if response.status_code == 200:
        response_200 = RatingHistory.from_dict(response.json())



        return response_200

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | RatingHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    game: GameId,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[Problem | RatingHistory]:
    """ The player's rating after each rated game of one game, newest first, a page at a time.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.
        game (GameId): A game id.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        player=player,
game=game,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player: str,
    *,
    client: AuthenticatedClient,
    game: GameId,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Problem | RatingHistory | None:
    """ The player's rating after each rated game of one game, newest first, a page at a time.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.
        game (GameId): A game id.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return sync_detailed(
        player=player,
client=client,
game=game,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,
    game: GameId,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Response[Problem | RatingHistory]:
    """ The player's rating after each rated game of one game, newest first, a page at a time.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.
        game (GameId): A game id.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        player=player,
game=game,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,
    game: GameId,
    limit: int | Unset = 50,
    cursor: str | Unset = UNSET,

) -> Problem | RatingHistory | None:
    """ The player's rating after each rated game of one game, newest first, a page at a time.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.
        game (GameId): A game id.
        limit (int | Unset):  Default: 50.
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return (await asyncio_detailed(
        player=player,
client=client,
game=game,
limit=limit,
cursor=cursor,

    )).parsed
