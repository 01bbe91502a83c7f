"""The playground and ratings in headless Chromium: a rated game created in the page with
player ids, finished by a resignation, shows each player's rating change; the leaderboard
page lists them."""

from __future__ import annotations

import secrets
from typing import Any

import pytest
import redis
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from service.tenants import ApiKeys
from tests.browser.test_playground import body, set_value, wait

pytestmark = pytest.mark.xdist_group("browser")


def test_a_rated_game_and_the_leaderboard(
    browser: Any, live_server: str, redis_url: str
) -> None:
    driver = browser
    _, key = ApiKeys(redis.Redis.from_url(redis_url), 0).create(f"play-{secrets.token_hex(3)}")
    driver.get(f"{live_server}/play")
    wait(driver).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, "#game option[value='palace']"))
    )
    wait(driver).until(lambda d: d.find_element(By.ID, "bots-note").text)
    set_value(driver, "game", "palace")
    set_value(driver, "players", 2)
    # leaving the players field rebuilds the seat rows (its change event): leave it first
    driver.find_element(By.CSS_SELECTOR, "#key-box summary").click()
    set_value(driver, "api-key", key)
    for seat, player in enumerate(["ann-1", "bob-2"]):
        set_value(driver, f"seat-player-{seat}", player)
        kind = driver.find_elements(By.ID, f"seat-kind-{seat}")
        if kind:
            Select(kind[0]).select_by_value("person")
    set_value(driver, "rated", True)
    driver.find_element(By.ID, "create").click()
    wait(driver).until(lambda d: body(d, "version") != "")
    assert driver.find_element(By.ID, "setup-error").get_attribute("hidden")
    driver.find_element(By.ID, "resign").click()
    driver.switch_to.alert.accept()
    wait(driver).until(lambda d: body(d, "status") == "finished")
    wait(driver).until(EC.visibility_of_element_located((By.ID, "rating-changes")))
    items = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#rating-changes li")]
    assert len(items) == 2 and all("→" in t for t in items), items
    assert any("[bob-2], place 1" in t for t in items), items

    Select(driver.find_element(By.ID, "board-game")).select_by_value("palace")
    driver.find_element(By.ID, "board-show").click()
    wait(driver).until(EC.visibility_of_element_located((By.ID, "board-table")))
    rows = driver.find_elements(By.CSS_SELECTOR, "#board-rows tr")
    assert [r.find_elements(By.TAG_NAME, "td")[1].text for r in rows] == [
        "bob-2 (provisional)", "ann-1 (provisional)",
    ]
