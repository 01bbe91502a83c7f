from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.join_request import JoinRequest
from ...models.joined_seat import JoinedSeat
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: JoinRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{id}/join".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JoinedSeat | Problem | None:
    if response.status_code == 201:
        response_201 = JoinedSeat.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JoinedSeat | Problem]:
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
    body: JoinRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[JoinedSeat | Problem]:
    """ Take the lowest open seat with the invite code; returns the seat's token once.

     The session must be `waiting` (created with open seats). Two joiners racing for the last seat:
    exactly one gets it, the other a 409 `session.full`. When the last open seat is taken the session
    starts (`active`) and its clocks, if any, begin to run. Another tenant's session is a 404 (the
    invite code is not a way in across tenants). With an `Idempotency-Key` a retry gets the same answer,
    and the same token on a server with REFEREE_SECRET_KEY (without one the token is withheld - null). A
    name with characters that are not printable (controls, separators) is a 422 `players.invalid`.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedSeat | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
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
    body: JoinRequest,
    idempotency_key: str | Unset = UNSET,

) -> JoinedSeat | Problem | None:
    """ Take the lowest open seat with the invite code; returns the seat's token once.

     The session must be `waiting` (created with open seats). Two joiners racing for the last seat:
    exactly one gets it, the other a 409 `session.full`. When the last open seat is taken the session
    starts (`active`) and its clocks, if any, begin to run. Another tenant's session is a 404 (the
    invite code is not a way in across tenants). With an `Idempotency-Key` a retry gets the same answer,
    and the same token on a server with REFEREE_SECRET_KEY (without one the token is withheld - null). A
    name with characters that are not printable (controls, separators) is a 422 `players.invalid`.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedSeat | Problem
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[JoinedSeat | Problem]:
    """ Take the lowest open seat with the invite code; returns the seat's token once.

     The session must be `waiting` (created with open seats). Two joiners racing for the last seat:
    exactly one gets it, the other a 409 `session.full`. When the last open seat is taken the session
    starts (`active`) and its clocks, if any, begin to run. Another tenant's session is a 404 (the
    invite code is not a way in across tenants). With an `Idempotency-Key` a retry gets the same answer,
    and the same token on a server with REFEREE_SECRET_KEY (without one the token is withheld - null). A
    name with characters that are not printable (controls, separators) is a 422 `players.invalid`.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedSeat | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
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
    body: JoinRequest,
    idempotency_key: str | Unset = UNSET,

) -> JoinedSeat | Problem | None:
    """ Take the lowest open seat with the invite code; returns the seat's token once.

     The session must be `waiting` (created with open seats). Two joiners racing for the last seat:
    exactly one gets it, the other a 409 `session.full`. When the last open seat is taken the session
    starts (`active`) and its clocks, if any, begin to run. Another tenant's session is a 404 (the
    invite code is not a way in across tenants). With an `Idempotency-Key` a retry gets the same answer,
    and the same token on a server with REFEREE_SECRET_KEY (without one the token is withheld - null). A
    name with characters that are not printable (controls, separators) is a 422 `players.invalid`.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (JoinRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedSeat | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
