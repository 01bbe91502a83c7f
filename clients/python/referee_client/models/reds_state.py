from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reds_black_suit_type_0 import RedsBlackSuitType0
from ..models.reds_state_phase import RedsStatePhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_state_history_item import RedsStateHistoryItem
  from ..models.reds_state_options import RedsStateOptions
  from ..models.reds_trick import RedsTrick





T = TypeVar("T", bound="RedsState")



@_attrs_define
class RedsState:
    """ The full (secret) state, for the stateless endpoints. Hands, stock and exchange selections are hidden information.

        Attributes:
            game (Literal['reds']):
            players (int):
            options (RedsStateOptions):
            seed (str):
            draw (list[list[list[int | str]]]): The first-dealer draw, one list of [seat, card] per drawing round.
            round_ (int):
            dealer (int):
            phase (RedsStatePhase): The state's phase (a view says finished where the state says over).
            hands (list[list[str]]):
            stock (list[str]):
            turned (list[str]):
            anti_trump (None | RedsBlackSuitType0):
            bids (list[int | None]):
            selections (list[list[str] | None]):
            passed (list[list[str]]):
            leader (int):
            trick (list[str]):
            tricks_won (list[int]):
            done (list[RedsTrick]):
            totals (list[int]):
            history (list[RedsStateHistoryItem]):
     """

    game: Literal['reds']
    players: int
    options: RedsStateOptions
    seed: str
    draw: list[list[list[int | str]]]
    round_: int
    dealer: int
    phase: RedsStatePhase
    hands: list[list[str]]
    stock: list[str]
    turned: list[str]
    anti_trump: None | RedsBlackSuitType0
    bids: list[int | None]
    selections: list[list[str] | None]
    passed: list[list[str]]
    leader: int
    trick: list[str]
    tricks_won: list[int]
    done: list[RedsTrick]
    totals: list[int]
    history: list[RedsStateHistoryItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_state_history_item import RedsStateHistoryItem # noqa: PLC0415
        from ..models.reds_state_options import RedsStateOptions # noqa: PLC0415
        from ..models.reds_trick import RedsTrick # noqa: PLC0415
        game = self.game

        players = self.players

        options = self.options.to_dict()

        seed = self.seed

        draw = []
        for draw_item_data in self.draw:
            draw_item = []
            for draw_item_item_data in draw_item_data:
                draw_item_item = []
                for draw_item_item_item_data in draw_item_item_data:
                    draw_item_item_item: int | str
                    draw_item_item_item = draw_item_item_item_data
                    draw_item_item.append(draw_item_item_item)


                draw_item.append(draw_item_item)


            draw.append(draw_item)



        round_ = self.round_

        dealer = self.dealer

        phase = self.phase.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        stock = self.stock



        turned = self.turned



        anti_trump: None | str
        if isinstance(self.anti_trump, RedsBlackSuitType0):
            anti_trump = self.anti_trump.value
        else:
            anti_trump = self.anti_trump

        bids = []
        for bids_item_data in self.bids:
            bids_item: int | None
            bids_item = bids_item_data
            bids.append(bids_item)



        selections = []
        for selections_item_data in self.selections:
            selections_item: list[str] | None
            if isinstance(selections_item_data, list):
                selections_item = selections_item_data


            else:
                selections_item = selections_item_data
            selections.append(selections_item)



        passed = []
        for passed_item_data in self.passed:
            passed_item = passed_item_data


            passed.append(passed_item)



        leader = self.leader

        trick = self.trick



        tricks_won = self.tricks_won



        done = []
        for done_item_data in self.done:
            done_item = done_item_data.to_dict()
            done.append(done_item)



        totals = self.totals



        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "options": options,
            "seed": seed,
            "draw": draw,
            "round": round_,
            "dealer": dealer,
            "phase": phase,
            "hands": hands,
            "stock": stock,
            "turned": turned,
            "anti_trump": anti_trump,
            "bids": bids,
            "selections": selections,
            "passed": passed,
            "leader": leader,
            "trick": trick,
            "tricks_won": tricks_won,
            "done": done,
            "totals": totals,
            "history": history,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_state_history_item import RedsStateHistoryItem # noqa: PLC0415
        from ..models.reds_state_options import RedsStateOptions # noqa: PLC0415
        from ..models.reds_trick import RedsTrick # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        players = d.pop("players")

        options = RedsStateOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        draw = []
        _draw = d.pop("draw")
        for draw_item_data in (_draw):
            draw_item = []
            _draw_item = draw_item_data
            for draw_item_item_data in (_draw_item):
                draw_item_item = []
                _draw_item_item = draw_item_item_data
                for draw_item_item_item_data in (_draw_item_item):
                    def _parse_draw_item_item_item(data: object) -> int | str:
                        return cast(int | str, data)

                    draw_item_item_item = _parse_draw_item_item_item(draw_item_item_item_data)

                    draw_item_item.append(draw_item_item_item)

                draw_item.append(draw_item_item)

            draw.append(draw_item)


        round_ = d.pop("round")

        dealer = d.pop("dealer")

        phase = RedsStatePhase(d.pop("phase"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        stock = cast(list[str], d.pop("stock"))


        turned = cast(list[str], d.pop("turned"))


        def _parse_anti_trump(data: object) -> None | RedsBlackSuitType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_reds_black_suit_type_0 = RedsBlackSuitType0(data)



                return componentsschemas_reds_black_suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBlackSuitType0, data)

        anti_trump = _parse_anti_trump(d.pop("anti_trump"))


        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        selections = []
        _selections = d.pop("selections")
        for selections_item_data in (_selections):
            def _parse_selections_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    selections_item_type_1 = cast(list[str], data)

                    return selections_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            selections_item = _parse_selections_item(selections_item_data)

            selections.append(selections_item)


        passed = []
        _passed = d.pop("passed")
        for passed_item_data in (_passed):
            passed_item = cast(list[str], passed_item_data)

            passed.append(passed_item)


        leader = d.pop("leader")

        trick = cast(list[str], d.pop("trick"))


        tricks_won = cast(list[int], d.pop("tricks_won"))


        done = []
        _done = d.pop("done")
        for done_item_data in (_done):
            done_item = RedsTrick.from_dict(done_item_data)



            done.append(done_item)


        totals = cast(list[int], d.pop("totals"))


        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = RedsStateHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        reds_state = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            draw=draw,
            round_=round_,
            dealer=dealer,
            phase=phase,
            hands=hands,
            stock=stock,
            turned=turned,
            anti_trump=anti_trump,
            bids=bids,
            selections=selections,
            passed=passed,
            leader=leader,
            trick=trick,
            tricks_won=tricks_won,
            done=done,
            totals=totals,
            history=history,
        )

        return reds_state

