from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_session_events_response_200 import GetSessionEventsResponse200
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetSessionEventsResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = GetSessionEventsResponse200.from_dict(response.text)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetSessionEventsResponse200 | Problem]:
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
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[GetSessionEventsResponse200 | Problem]:
    """ The session's events as they happen (Server-Sent Events), or by long poll (JSON).

     Every applied move's events, redacted for the caller exactly as its /history is (a seat token: that
    seat's secrets; no token or the admin token: a spectator's), in version order, then the outcome when
    the game is over. **SSE** (the default, or `Accept: text/event-stream`): each move is an event
    `move` whose `id` is the session version after it and whose `data` is a HistoryEntry of the game
    (JSON on one line; the `StreamMoveEvent` schema); the end of the game is an event `outcome` (data:
    the `OutcomeEvent` schema, no `id`), after which the stream closes. Comment lines (`: heartbeat`)
    come every EVENTS_HEARTBEAT_SECONDS; the stream closes after EVENTS_MAX_STREAM_SECONDS and the
    client reconnects. Resume with `Last-Event-ID` (sent by EventSource on reconnect) or `after`: the
    events after that version, with no gap and no duplicate. **Long poll** (`Accept: application/json`):
    the events after `after` at once if there are any (or the game is over), else as soon as a move is
    applied, else an empty list after `wait` seconds. See docs/events.md.

    Args:
        id (str):
        after (int | Unset):
        wait (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSessionEventsResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
wait=wait,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> GetSessionEventsResponse200 | Problem | None:
    """ The session's events as they happen (Server-Sent Events), or by long poll (JSON).

     Every applied move's events, redacted for the caller exactly as its /history is (a seat token: that
    seat's secrets; no token or the admin token: a spectator's), in version order, then the outcome when
    the game is over. **SSE** (the default, or `Accept: text/event-stream`): each move is an event
    `move` whose `id` is the session version after it and whose `data` is a HistoryEntry of the game
    (JSON on one line; the `StreamMoveEvent` schema); the end of the game is an event `outcome` (data:
    the `OutcomeEvent` schema, no `id`), after which the stream closes. Comment lines (`: heartbeat`)
    come every EVENTS_HEARTBEAT_SECONDS; the stream closes after EVENTS_MAX_STREAM_SECONDS and the
    client reconnects. Resume with `Last-Event-ID` (sent by EventSource on reconnect) or `after`: the
    events after that version, with no gap and no duplicate. **Long poll** (`Accept: application/json`):
    the events after `after` at once if there are any (or the game is over), else as soon as a move is
    applied, else an empty list after `wait` seconds. See docs/events.md.

    Args:
        id (str):
        after (int | Unset):
        wait (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSessionEventsResponse200 | Problem
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
wait=wait,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[GetSessionEventsResponse200 | Problem]:
    """ The session's events as they happen (Server-Sent Events), or by long poll (JSON).

     Every applied move's events, redacted for the caller exactly as its /history is (a seat token: that
    seat's secrets; no token or the admin token: a spectator's), in version order, then the outcome when
    the game is over. **SSE** (the default, or `Accept: text/event-stream`): each move is an event
    `move` whose `id` is the session version after it and whose `data` is a HistoryEntry of the game
    (JSON on one line; the `StreamMoveEvent` schema); the end of the game is an event `outcome` (data:
    the `OutcomeEvent` schema, no `id`), after which the stream closes. Comment lines (`: heartbeat`)
    come every EVENTS_HEARTBEAT_SECONDS; the stream closes after EVENTS_MAX_STREAM_SECONDS and the
    client reconnects. Resume with `Last-Event-ID` (sent by EventSource on reconnect) or `after`: the
    events after that version, with no gap and no duplicate. **Long poll** (`Accept: application/json`):
    the events after `after` at once if there are any (or the game is over), else as soon as a move is
    applied, else an empty list after `wait` seconds. See docs/events.md.

    Args:
        id (str):
        after (int | Unset):
        wait (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetSessionEventsResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
wait=wait,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> GetSessionEventsResponse200 | Problem | None:
    """ The session's events as they happen (Server-Sent Events), or by long poll (JSON).

     Every applied move's events, redacted for the caller exactly as its /history is (a seat token: that
    seat's secrets; no token or the admin token: a spectator's), in version order, then the outcome when
    the game is over. **SSE** (the default, or `Accept: text/event-stream`): each move is an event
    `move` whose `id` is the session version after it and whose `data` is a HistoryEntry of the game
    (JSON on one line; the `StreamMoveEvent` schema); the end of the game is an event `outcome` (data:
    the `OutcomeEvent` schema, no `id`), after which the stream closes. Comment lines (`: heartbeat`)
    come every EVENTS_HEARTBEAT_SECONDS; the stream closes after EVENTS_MAX_STREAM_SECONDS and the
    client reconnects. Resume with `Last-Event-ID` (sent by EventSource on reconnect) or `after`: the
    events after that version, with no gap and no duplicate. **Long poll** (`Accept: application/json`):
    the events after `after` at once if there are any (or the game is over), else as soon as a move is
    applied, else an empty list after `wait` seconds. See docs/events.md.

    Args:
        id (str):
        after (int | Unset):
        wait (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetSessionEventsResponse200 | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
wait=wait,
last_event_id=last_event_id,

    )).parsed
