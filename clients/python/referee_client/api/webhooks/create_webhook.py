from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_webhook_request import CreateWebhookRequest
from ...models.created_webhook import CreatedWebhook
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateWebhookRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedWebhook | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedWebhook.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedWebhook | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookRequest,

) -> Response[CreatedWebhook | Problem]:
    """ Register an endpoint for event types; its signing secret is shown only now.

     The URL is `http` or `https`, at most 2048 characters, without credentials or a fragment
    (`webhook.invalid_url`: a 400 when it does not fit `WebhookUrl`, a 422 when it fits it but names no
    host, holds credentials or a fragment, or resolves to a denied address); where the deployment denies
    private addresses (`WEBHOOK_ALLOW_PRIVATE=false`) it must resolve to public addresses only. A tenant
    has at most `WEBHOOK_MAX_ENDPOINTS` endpoints (403 `quota.webhook_endpoints`). Deliveries are signed
    with the secret: see docs/webhooks.md.

    Args:
        body (CreateWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookRequest,

) -> CreatedWebhook | Problem | None:
    """ Register an endpoint for event types; its signing secret is shown only now.

     The URL is `http` or `https`, at most 2048 characters, without credentials or a fragment
    (`webhook.invalid_url`: a 400 when it does not fit `WebhookUrl`, a 422 when it fits it but names no
    host, holds credentials or a fragment, or resolves to a denied address); where the deployment denies
    private addresses (`WEBHOOK_ALLOW_PRIVATE=false`) it must resolve to public addresses only. A tenant
    has at most `WEBHOOK_MAX_ENDPOINTS` endpoints (403 `quota.webhook_endpoints`). Deliveries are signed
    with the secret: see docs/webhooks.md.

    Args:
        body (CreateWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookRequest,

) -> Response[CreatedWebhook | Problem]:
    """ Register an endpoint for event types; its signing secret is shown only now.

     The URL is `http` or `https`, at most 2048 characters, without credentials or a fragment
    (`webhook.invalid_url`: a 400 when it does not fit `WebhookUrl`, a 422 when it fits it but names no
    host, holds credentials or a fragment, or resolves to a denied address); where the deployment denies
    private addresses (`WEBHOOK_ALLOW_PRIVATE=false`) it must resolve to public addresses only. A tenant
    has at most `WEBHOOK_MAX_ENDPOINTS` endpoints (403 `quota.webhook_endpoints`). Deliveries are signed
    with the secret: see docs/webhooks.md.

    Args:
        body (CreateWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedWebhook | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateWebhookRequest,

) -> CreatedWebhook | Problem | None:
    """ Register an endpoint for event types; its signing secret is shown only now.

     The URL is `http` or `https`, at most 2048 characters, without credentials or a fragment
    (`webhook.invalid_url`: a 400 when it does not fit `WebhookUrl`, a 422 when it fits it but names no
    host, holds credentials or a fragment, or resolves to a denied address); where the deployment denies
    private addresses (`WEBHOOK_ALLOW_PRIVATE=false`) it must resolve to public addresses only. A tenant
    has at most `WEBHOOK_MAX_ENDPOINTS` endpoints (403 `quota.webhook_endpoints`). Deliveries are signed
    with the secret: see docs/webhooks.md.

    Args:
        body (CreateWebhookRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedWebhook | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
