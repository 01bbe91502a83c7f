from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.dragons_session import DragonsSession
from ...models.dragons_wild_session import DragonsWildSession
from ...models.palace_session import PalaceSession
from ...models.problem import Problem
from ...models.red_dragon_session import RedDragonSession
from ...models.reds_session import RedsSession
from typing import cast



def _get_kwargs(
    id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/start".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_0 = DragonsSession.from_dict(data)



                return componentsschemas_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_1 = DragonsWildSession.from_dict(data)



                return componentsschemas_session_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_2 = PalaceSession.from_dict(data)



                return componentsschemas_session_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_type_3 = RedDragonSession.from_dict(data)



                return componentsschemas_session_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_type_4 = RedsSession.from_dict(data)



            return componentsschemas_session_type_4

        response_200 = _parse_response_200(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem]:
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

) -> Response[DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem]:
    """ Start a waiting session with the seats taken so far (admin token).

     The seats still open are removed and the others renumbered in order (their tokens stay theirs); the
    game is set up again from the same seed for that many players. A 409 `session.too_few_players` when
    fewer than the game's minimum are seated, `session.not_waiting` when it has started.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,

) -> DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem | None:
    """ Start a waiting session with the seats taken so far (admin token).

     The seats still open are removed and the others renumbered in order (their tokens stay theirs); the
    game is set up again from the same seed for that many players. A 409 `session.too_few_players` when
    fewer than the game's minimum are seated, `session.not_waiting` when it has started.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem]:
    """ Start a waiting session with the seats taken so far (admin token).

     The seats still open are removed and the others renumbered in order (their tokens stay theirs); the
    game is set up again from the same seed for that many players. A 409 `session.too_few_players` when
    fewer than the game's minimum are seated, `session.not_waiting` when it has started.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,

) -> DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem | None:
    """ Start a waiting session with the seats taken so far (admin token).

     The seats still open are removed and the others renumbered in order (their tokens stay theirs); the
    game is set up again from the same seed for that many players. A 409 `session.too_few_players` when
    fewer than the game's minimum are seated, `session.not_waiting` when it has started.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DragonsSession | DragonsWildSession | PalaceSession | RedDragonSession | RedsSession | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
