from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_suggestion import DragonsSuggestion
from ...models.dragons_wild_suggestion import DragonsWildSuggestion
from ...models.game_id import GameId
from ...models.palace_suggestion import PalaceSuggestion
from ...models.problem import Problem
from ...models.red_dragon_suggestion import RedDragonSuggestion
from ...models.reds_suggestion import RedsSuggestion
from ...models.suggest_request import SuggestRequest
from typing import cast



def _get_kwargs(
    game: GameId,
    *,
    body: SuggestRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game}/suggest".format(game=quote(str(game), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_suggestion_type_0 = DragonsSuggestion.from_dict(data)



                return componentsschemas_suggestion_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_suggestion_type_1 = DragonsWildSuggestion.from_dict(data)



                return componentsschemas_suggestion_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_suggestion_type_2 = PalaceSuggestion.from_dict(data)



                return componentsschemas_suggestion_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_suggestion_type_3 = RedDragonSuggestion.from_dict(data)



                return componentsschemas_suggestion_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_suggestion_type_4 = RedsSuggestion.from_dict(data)



            return componentsschemas_suggestion_type_4

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
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
    body: SuggestRequest,

) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
    """ A bot's move for a seat in a given state (stateless), with its reason.

     The bot (`random`, `greedy`: one-step heuristics per game, or `expert`: information-set search; or a
    `level` 1–8: 1 random, 2 greedy, 3–8 expert with growing budgets) is given only the seat's view and
    its legal moves, never the hidden cards of the state; the move is one of the seat's legal moves, in
    the encoding the legal-moves list uses. `move` is null when the bot chooses to wait where acting is
    optional (a Dragons Wild buy window). With a `seed` the choice is reproducible. A seat that may not
    act now is a 422 (`turn.not_your_turn`, `turn.game_over`); an unknown bot a 400 `bot.unknown`; a
    `bot` that contradicts the `level` (level 5 is the expert, not greedy) a 422 `bot.level_invalid`.

    Args:
        game (GameId): A game id.
        body (SuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: GameId,
    *,
    client: AuthenticatedClient,
    body: SuggestRequest,

) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem | None:
    """ A bot's move for a seat in a given state (stateless), with its reason.

     The bot (`random`, `greedy`: one-step heuristics per game, or `expert`: information-set search; or a
    `level` 1–8: 1 random, 2 greedy, 3–8 expert with growing budgets) is given only the seat's view and
    its legal moves, never the hidden cards of the state; the move is one of the seat's legal moves, in
    the encoding the legal-moves list uses. `move` is null when the bot chooses to wait where acting is
    optional (a Dragons Wild buy window). With a `seed` the choice is reproducible. A seat that may not
    act now is a 422 (`turn.not_your_turn`, `turn.game_over`); an unknown bot a 400 `bot.unknown`; a
    `bot` that contradicts the `level` (level 5 is the expert, not greedy) a 422 `bot.level_invalid`.

    Args:
        game (GameId): A game id.
        body (SuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem
     """


    return sync_detailed(
        game=game,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game: GameId,
    *,
    client: AuthenticatedClient,
    body: SuggestRequest,

) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
    """ A bot's move for a seat in a given state (stateless), with its reason.

     The bot (`random`, `greedy`: one-step heuristics per game, or `expert`: information-set search; or a
    `level` 1–8: 1 random, 2 greedy, 3–8 expert with growing budgets) is given only the seat's view and
    its legal moves, never the hidden cards of the state; the move is one of the seat's legal moves, in
    the encoding the legal-moves list uses. `move` is null when the bot chooses to wait where acting is
    optional (a Dragons Wild buy window). With a `seed` the choice is reproducible. A seat that may not
    act now is a 422 (`turn.not_your_turn`, `turn.game_over`); an unknown bot a 400 `bot.unknown`; a
    `bot` that contradicts the `level` (level 5 is the expert, not greedy) a 422 `bot.level_invalid`.

    Args:
        game (GameId): A game id.
        body (SuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: GameId,
    *,
    client: AuthenticatedClient,
    body: SuggestRequest,

) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem | None:
    """ A bot's move for a seat in a given state (stateless), with its reason.

     The bot (`random`, `greedy`: one-step heuristics per game, or `expert`: information-set search; or a
    `level` 1–8: 1 random, 2 greedy, 3–8 expert with growing budgets) is given only the seat's view and
    its legal moves, never the hidden cards of the state; the move is one of the seat's legal moves, in
    the encoding the legal-moves list uses. `move` is null when the bot chooses to wait where acting is
    optional (a Dragons Wild buy window). With a `seed` the choice is reproducible. A seat that may not
    act now is a 422 (`turn.not_your_turn`, `turn.game_over`); an unknown bot a 400 `bot.unknown`; a
    `bot` that contradicts the `level` (level 5 is the expert, not greedy) a 422 `bot.level_invalid`.

    Args:
        game (GameId): A game id.
        body (SuggestRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem
     """


    return (await asyncio_detailed(
        game=game,
client=client,
body=body,

    )).parsed
