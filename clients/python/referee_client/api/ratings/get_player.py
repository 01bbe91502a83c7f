from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_ratings import PlayerRatings
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    player: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player}".format(player=quote(str(player), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerRatings | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerRatings.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerRatings | Problem]:
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

) -> Response[PlayerRatings | Problem]:
    """ A player of the tenant and their rating in each game they have played rated.

     Players are the tenant's own: ids it gave on seats at creation (`{"name", "player"}`). Another
    tenant's player, or an id never used, is a 404 `player.not_found`.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatings | Problem]
     """


    kwargs = _get_kwargs(
        player=player,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player: str,
    *,
    client: AuthenticatedClient,

) -> PlayerRatings | Problem | None:
    """ A player of the tenant and their rating in each game they have played rated.

     Players are the tenant's own: ids it gave on seats at creation (`{"name", "player"}`). Another
    tenant's player, or an id never used, is a 404 `player.not_found`.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatings | Problem
     """


    return sync_detailed(
        player=player,
client=client,

    ).parsed

async def asyncio_detailed(
    player: str,
    *,
    client: AuthenticatedClient,

) -> Response[PlayerRatings | Problem]:
    """ A player of the tenant and their rating in each game they have played rated.

     Players are the tenant's own: ids it gave on seats at creation (`{"name", "player"}`). Another
    tenant's player, or an id never used, is a 404 `player.not_found`.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerRatings | Problem]
     """


    kwargs = _get_kwargs(
        player=player,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player: str,
    *,
    client: AuthenticatedClient,

) -> PlayerRatings | Problem | None:
    """ A player of the tenant and their rating in each game they have played rated.

     Players are the tenant's own: ids it gave on seats at creation (`{"name", "player"}`). Another
    tenant's player, or an id never used, is a 404 `player.not_found`.

    Args:
        player (str): A tenant's own id for a player, the same across the tenant's sessions.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerRatings | Problem
     """


    return (await asyncio_detailed(
        player=player,
client=client,

    )).parsed
