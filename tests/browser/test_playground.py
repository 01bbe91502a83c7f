"""The playground at /play in headless Chromium: for each game, create a game in the page,
play it to the end by clicking legal moves (seat 0 by a person here; the other seats by bots
where the server has bot seats, else by this tab as a hot seat), check that a refused move
shows its rule, and save a screenshot. And /docs: Swagger UI's "Try it out" on a session
operation gets a 2xx.

Options that keep games short: Palace and Red Dragon `max_turns`, Dragons `tiles: 10`,
Reds `mode: short`, Dragons Wild one hand of 5 cards and at most 3 rounds."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

# one browser and one server: these tests run in one xdist worker
pytestmark = pytest.mark.xdist_group("browser")

GAMES = [
    ("palace", 2, {"max_turns": 24}),
    ("red_dragon", 2, {"max_turns": 16}),
    ("dragons", 2, {"tiles": 10}),
    ("reds", 2, {"mode": "short"}),
    ("dragons_wild", 3, {"hand_size": 5, "max_hands": 1, "max_rounds_per_hand": 3}),
]
MAX_CLICKS = 400


def wait(driver: Any, seconds: float = 15) -> WebDriverWait:
    return WebDriverWait(driver, seconds, poll_frequency=0.05)


def body(driver: Any, name: str) -> str:
    return driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or ""


def set_value(driver: Any, element_id: str, value: Any) -> None:
    el = driver.find_element(By.ID, element_id)
    if el.tag_name == "select":
        Select(el).select_by_value(json.dumps(value) if element_id.startswith("opt-") else value)
    elif el.get_attribute("type") == "checkbox":
        if el.is_selected() != bool(value):
            el.click()
    else:
        el.clear()
        el.send_keys(str(value))
    driver.execute_script(
        "arguments[0].dispatchEvent(new Event('change', {bubbles: true}))", el
    )


def create(
    driver: Any, base: str, game: str, players: int, options: dict[str, Any],
    use_bots: bool = True,
) -> bool:
    """Fill the form and create; True when the other seats are bots (where the server has
    bot seats and `use_bots`)."""
    driver.get(f"{base}/play")
    wait(driver).until(
        EC.presence_of_element_located((By.CSS_SELECTOR, f"#game option[value='{game}']"))
    )
    wait(driver).until(lambda d: d.find_element(By.ID, "bots-note").text)
    set_value(driver, "game", game)
    set_value(driver, "players", players)
    for name, value in options.items():
        set_value(driver, f"opt-{name}", value)
    set_value(driver, "seed", f"browser-{game}")
    bots = use_bots and bool(driver.find_elements(By.ID, "seat-kind-1"))
    for seat in range(1, players):
        kind = driver.find_elements(By.ID, f"seat-kind-{seat}")
        if kind:
            Select(kind[0]).select_by_value("greedy" if bots else "person")
    driver.find_element(By.ID, "create").click()
    wait(driver).until(lambda d: body(d, "version") != "")
    assert driver.find_element(By.ID, "setup-error").get_attribute("hidden")
    return bots


def moves(driver: Any) -> list[Any]:
    return driver.find_elements(By.CSS_SELECTOR, "#move-list button.move")


def click_a_move(driver: Any, rng: random.Random) -> Any:
    """A random legal move: clicked, or every other time chosen with the keyboard alone
    (focus on the move with Tab from the filter box, then Enter)."""
    version = body(driver, "version")
    wait(driver).until(lambda d: moves(d))
    buttons = moves(driver)
    index = rng.randrange(len(buttons))
    move = json.loads(buttons[index].get_attribute("data-move"))
    if rng.random() < 0.5 or index >= 20:
        buttons[index].click()
    else:
        driver.find_element(By.ID, "move-filter").click()
        ActionChains(driver).send_keys(Keys.TAB * (index + 1)).perform()
        focused = driver.switch_to.active_element
        assert focused.get_attribute("data-move") == buttons[index].get_attribute("data-move")
        focused.send_keys(Keys.ENTER)
    wait(driver).until(lambda d: body(d, "version") != version)
    return move


def check_shows_refusal(driver: Any, move: Any) -> str | None:
    """Type a move, press Check: the rule code the page shows, or None if it is legal."""
    text = driver.find_element(By.ID, "move-text")
    text.clear()
    text.send_keys(json.dumps(move))
    driver.find_element(By.ID, "check-move").click()
    wait(driver).until(
        lambda d: d.find_element(By.ID, "refusal").is_displayed()
        or "is legal" in d.find_element(By.ID, "verdict").text
    )
    text.clear()
    refusal = driver.find_element(By.ID, "refusal")
    if not refusal.is_displayed():
        return None
    code = refusal.find_element(By.CSS_SELECTOR, "code.rule").text
    assert re.fullmatch(r"[a-z_]+(\.[a-z_]+)+", code), refusal.text
    assert refusal.find_element(By.CSS_SELECTOR, ".message").text.strip()
    return code


def play_shows_refusal(driver: Any, move: Any, code: str) -> None:
    """Type the move and press Play: the 422 shows the same rule, and nothing is played."""
    version = body(driver, "version")
    text = driver.find_element(By.ID, "move-text")
    text.send_keys(json.dumps(move))
    driver.find_element(By.ID, "play-move").click()
    wait(driver).until(lambda d: "Refused:" in d.find_element(By.ID, "refusal").text)
    assert driver.find_element(By.CSS_SELECTOR, "#refusal code.rule").text == code
    assert body(driver, "version") == version
    text.clear()


def refuse_as_another_seat(driver: Any) -> None:
    """Hot seat, one seat alone acting: as another seat, check and play the acting seat's
    move; the page shows the rule that refuses it (e.g. turn.not_your_turn) and its
    message, for the check (validate) and for the play (the 422)."""
    acting = body(driver, "to-act")
    mine = body(driver, "seat")
    move = json.loads(moves(driver)[0].get_attribute("data-move"))
    driver.find_element(
        By.XPATH, "//nav[@id='seat-links']//button[normalize-space()='play here']"
    ).click()
    wait(driver).until(lambda d: body(d, "seat") not in ("", mine))
    assert body(driver, "seat") not in acting.split(",")
    code = check_shows_refusal(driver, move)
    assert code, "a move of another seat passed the check"
    play_shows_refusal(driver, move, code)
    # back to the seat that acts, then follow the turn again
    driver.find_element(
        By.XPATH, f"//nav[@id='seat-links']//li[{int(acting) + 1}]//button"
    ).click()
    wait(driver).until(lambda d: body(d, "seat") == acting)
    follow = driver.find_element(By.ID, "follow")
    if not follow.is_selected():
        follow.click()


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_play_a_game_in_the_page(
    browser: Any, live_server: str, screenshot_dir: Path, game: str, players: int,
    options: dict[str, Any],
) -> None:
    driver = browser
    bots = create(driver, live_server, game, players, options)
    rng = random.Random(game)
    refused = False
    shot = False
    for _ in range(MAX_CLICKS):
        wait(driver).until(lambda d: moves(d) or body(d, "status") == "finished")
        if body(driver, "status") == "finished":
            break
        if not refused and not bots and "," not in body(driver, "to-act"):
            refuse_as_another_seat(driver)
            refused = True
        if not shot and int(body(driver, "version")) >= 4:
            # mid-game: the picture of the seat's view and its legal moves
            driver.save_screenshot(str(screenshot_dir / f"{game}.png"))
            shot = True
        played = click_a_move(driver, rng)
        if not refused and bots and body(driver, "status") != "finished":
            # against bots: the move just played, played again, is refused by some rule
            wait(driver).until(lambda d: moves(d) or body(d, "status") == "finished")
            if body(driver, "status") != "finished":
                code = check_shows_refusal(driver, played)
                if code:
                    play_shows_refusal(driver, played, code)
                    refused = True
    else:
        raise AssertionError(f"{game} did not finish in {MAX_CLICKS} clicks")
    assert refused, f"{game}: no refusal shown"
    outcome = wait(driver).until(EC.visibility_of_element_located((By.ID, "outcome")))
    assert re.search(r"Winner|draw", outcome.text), outcome.text
    history = driver.find_elements(By.CSS_SELECTOR, "#history li")
    assert len(history) == int(body(driver, "version"))
    picture = driver.find_element(By.CSS_SELECTOR, "#picture svg")
    assert picture.get_attribute("role") == "group" and picture.get_attribute("aria-label")
    if game != "dragons":  # the seat's own cards are drawn as readable faces, with words
        titles = driver.find_elements(By.CSS_SELECTOR, "#picture g.card title")
        assert titles or bots is False
    driver.save_screenshot(str(screenshot_dir / f"{game}-finished.png"))
    if not shot:
        (screenshot_dir / f"{game}.png").write_bytes(driver.get_screenshot_as_png())
    assert (screenshot_dir / f"{game}.png").stat().st_size > 10_000


def test_a_seat_handed_to_another_tab_plays_there(browser: Any, live_server: str) -> None:
    """The seat link carries its token in the fragment; this tab forgets it."""
    driver = browser
    create(driver, live_server, "reds", 2, {"mode": "short"}, use_bots=False)
    links = driver.find_elements(By.LINK_TEXT, "hand to a new tab")
    if not links:
        pytest.fail("no seat to hand over")
    href = links[-1].get_attribute("href")
    assert "#" in href and "/play#" in href and "t1=" in href.split("#", 1)[1]
    first = driver.current_window_handle
    links[-1].click()
    wait(driver).until(lambda d: len(d.window_handles) == 2)
    wait(driver).until(lambda d: "t1=" not in d.current_url.split("#", 1)[1])
    driver.switch_to.window([h for h in driver.window_handles if h != first][0])
    wait(driver).until(lambda d: body(d, "seat") == "1")
    assert "seat 1" in driver.find_element(By.ID, "status").text
    driver.close()
    driver.switch_to.window(first)


def try_it_out(driver: Any, block: str) -> str:
    """Open an operation in Swagger UI, Try it out, Execute: the status it shows."""
    op = wait(driver, 30).until(EC.element_to_be_clickable((By.ID, block)))
    op.find_element(By.CSS_SELECTOR, ".opblock-summary").click()
    wait(driver).until(
        EC.element_to_be_clickable((By.CSS_SELECTOR, f"#{block} .try-out__btn"))
    ).click()
    driver.find_element(By.CSS_SELECTOR, f"#{block} .execute").click()
    status = wait(driver).until(
        EC.visibility_of_element_located(
            (By.CSS_SELECTOR, f"#{block} .live-responses-table tbody .response-col_status")
        )
    )
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", status)
    return status.text.strip()


def test_resigning_ends_the_game(browser: Any, live_server: str) -> None:
    driver = browser
    create(driver, live_server, "palace", 2, {}, use_bots=False)
    driver.find_element(By.ID, "resign").click()
    driver.switch_to.alert.accept()
    wait(driver).until(lambda d: body(d, "status") == "finished")
    outcome = wait(driver).until(EC.visibility_of_element_located((By.ID, "outcome")))
    assert "resigned" in outcome.text and "Bob (seat 1)" in outcome.text, outcome.text
    assert "resign" in driver.find_element(By.ID, "history").text


def test_swagger_try_it_out(browser: Any, live_server: str, screenshot_dir: Path) -> None:
    """/docs (served offline): Try it out on GET /v1/games and on POST /v1/sessions with
    the example body Swagger UI fills in."""
    driver = browser
    driver.get(f"{live_server}/docs")
    assert re.match(r"2\d\d", try_it_out(driver, "operations-games-listGames"))
    status = try_it_out(driver, "operations-sessions-createSession")
    assert re.match(r"2\d\d", status), status
    driver.save_screenshot(str(screenshot_dir / "docs-try-it-out.png"))
