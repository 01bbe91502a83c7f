def test_livez_readyz(client):
    assert client.get("/livez").json == {"status": "ok"}
    assert client.get("/readyz").status_code == 200


def test_games_list(client):
    r = client.get("/v1/games")
    assert r.status_code == 200
