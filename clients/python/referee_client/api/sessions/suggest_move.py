from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_suggestion import DragonsSuggestion
from ...models.dragons_wild_suggestion import DragonsWildSuggestion
from ...models.hint_request import HintRequest
from ...models.palace_suggestion import PalaceSuggestion
from ...models.problem import Problem
from ...models.red_dragon_suggestion import RedDragonSuggestion
from ...models.reds_suggestion import RedsSuggestion
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: HintRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/suggest".format(id=quote(str(id), safe=""),),
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

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
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
    body: HintRequest,

) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
    """ A hint for the bearer's seat — a bot's move, its reason and the search's alternatives.

     The bot (`random`, `greedy` or `expert`, or a `level` 1–8) decides from the bearer's seat's view
    only, exactly as for the stateless suggest; the answer speaks of that seat only (its own legal
    moves, never another seat's cards). With `expert`, `alternatives` lists the search's best moves with
    their playouts and estimated win rates. Never changes the session. A seat that may not act now is a
    422 (`turn.not_your_turn`, `turn.game_over`), as is a `bot` that contradicts the `level`
    (`bot.level_invalid`).

    Args:
        id (str):
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: HintRequest,

) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem | None:
    """ A hint for the bearer's seat — a bot's move, its reason and the search's alternatives.

     The bot (`random`, `greedy` or `expert`, or a `level` 1–8) decides from the bearer's seat's view
    only, exactly as for the stateless suggest; the answer speaks of that seat only (its own legal
    moves, never another seat's cards). With `expert`, `alternatives` lists the search's best moves with
    their playouts and estimated win rates. Never changes the session. A seat that may not act now is a
    422 (`turn.not_your_turn`, `turn.game_over`), as is a `bot` that contradicts the `level`
    (`bot.level_invalid`).

    Args:
        id (str):
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: HintRequest,

) -> Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]:
    """ A hint for the bearer's seat — a bot's move, its reason and the search's alternatives.

     The bot (`random`, `greedy` or `expert`, or a `level` 1–8) decides from the bearer's seat's view
    only, exactly as for the stateless suggest; the answer speaks of that seat only (its own legal
    moves, never another seat's cards). With `expert`, `alternatives` lists the search's best moves with
    their playouts and estimated win rates. Never changes the session. A seat that may not act now is a
    422 (`turn.not_your_turn`, `turn.game_over`), as is a `bot` that contradicts the `level`
    (`bot.level_invalid`).

    Args:
        id (str):
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: HintRequest,

) -> DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem | None:
    """ A hint for the bearer's seat — a bot's move, its reason and the search's alternatives.

     The bot (`random`, `greedy` or `expert`, or a `level` 1–8) decides from the bearer's seat's view
    only, exactly as for the stateless suggest; the answer speaks of that seat only (its own legal
    moves, never another seat's cards). With `expert`, `alternatives` lists the search's best moves with
    their playouts and estimated win rates. Never changes the session. A seat that may not act now is a
    422 (`turn.not_your_turn`, `turn.game_over`), as is a `bot` that contradicts the `level`
    (`bot.level_invalid`).

    Args:
        id (str):
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSuggestion | DragonsWildSuggestion | PalaceSuggestion | RedDragonSuggestion | RedsSuggestion | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
