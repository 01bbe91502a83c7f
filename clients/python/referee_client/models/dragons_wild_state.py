from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_wild_state_phase import DragonsWildStatePhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_hand_result import DragonsWildHandResult
  from ..models.dragons_wild_meld_state import DragonsWildMeldState
  from ..models.dragons_wild_options import DragonsWildOptions





T = TypeVar("T", bound="DragonsWildState")



@_attrs_define
class DragonsWildState:
    """ The full (secret) state, as the stateless endpoints take it.

        Attributes:
            game (Literal['dragons_wild']):
            players (int):
            options (DragonsWildOptions): Dragons Wild options (docs/rules/dragons_wild.md, "Options").
            seed (str):
            hand_no (int):
            dealer (int):
            turn (int): turn index in the hand; round = turn // players + 1
            phase (DragonsWildStatePhase):
            hands (list[list[str]]):
            deck (list[str]): top card first
            discard (list[str]): oldest first, top card last
            melds (list[DragonsWildMeldState]):
            buys_window (int):
            buyer (int | None):
            buys_hand (list[int]):
            taken (None | str):
            hand_points (list[int]):
            totals (list[int]):
            results (list[DragonsWildHandResult]):
            last_table (list[str]):
            end_reason (None | str):
            shown (list[list[str]]): per seat, the cards it took face up from the discard pile (bought or drawn) and still
                holds: public (RB25)
     """

    game: Literal['dragons_wild']
    players: int
    options: DragonsWildOptions
    seed: str
    hand_no: int
    dealer: int
    turn: int
    phase: DragonsWildStatePhase
    hands: list[list[str]]
    deck: list[str]
    discard: list[str]
    melds: list[DragonsWildMeldState]
    buys_window: int
    buyer: int | None
    buys_hand: list[int]
    taken: None | str
    hand_points: list[int]
    totals: list[int]
    results: list[DragonsWildHandResult]
    last_table: list[str]
    end_reason: None | str
    shown: list[list[str]]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_meld_state import DragonsWildMeldState # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        game = self.game

        players = self.players

        options = self.options.to_dict()

        seed = self.seed

        hand_no = self.hand_no

        dealer = self.dealer

        turn = self.turn

        phase = self.phase.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        deck = self.deck



        discard = self.discard



        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)



        buys_window = self.buys_window

        buyer: int | None
        buyer = self.buyer

        buys_hand = self.buys_hand



        taken: None | str
        taken = self.taken

        hand_points = self.hand_points



        totals = self.totals



        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        last_table = self.last_table



        end_reason: None | str
        end_reason = self.end_reason

        shown = []
        for shown_item_data in self.shown:
            shown_item = shown_item_data


            shown.append(shown_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "players": players,
            "options": options,
            "seed": seed,
            "hand_no": hand_no,
            "dealer": dealer,
            "turn": turn,
            "phase": phase,
            "hands": hands,
            "deck": deck,
            "discard": discard,
            "melds": melds,
            "buys_window": buys_window,
            "buyer": buyer,
            "buys_hand": buys_hand,
            "taken": taken,
            "hand_points": hand_points,
            "totals": totals,
            "results": results,
            "last_table": last_table,
            "end_reason": end_reason,
            "shown": shown,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dragons_wild_hand_result import DragonsWildHandResult # noqa: PLC0415
        from ..models.dragons_wild_meld_state import DragonsWildMeldState # noqa: PLC0415
        from ..models.dragons_wild_options import DragonsWildOptions # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        players = d.pop("players")

        options = DragonsWildOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        hand_no = d.pop("hand_no")

        dealer = d.pop("dealer")

        turn = d.pop("turn")

        phase = DragonsWildStatePhase(d.pop("phase"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        deck = cast(list[str], d.pop("deck"))


        discard = cast(list[str], d.pop("discard"))


        melds = []
        _melds = d.pop("melds")
        for melds_item_data in (_melds):
            melds_item = DragonsWildMeldState.from_dict(melds_item_data)



            melds.append(melds_item)


        buys_window = d.pop("buys_window")

        def _parse_buyer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        buyer = _parse_buyer(d.pop("buyer"))


        buys_hand = cast(list[int], d.pop("buys_hand"))


        def _parse_taken(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken = _parse_taken(d.pop("taken"))


        hand_points = cast(list[int], d.pop("hand_points"))


        totals = cast(list[int], d.pop("totals"))


        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = DragonsWildHandResult.from_dict(results_item_data)



            results.append(results_item)


        last_table = cast(list[str], d.pop("last_table"))


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        shown = []
        _shown = d.pop("shown")
        for shown_item_data in (_shown):
            shown_item = cast(list[str], shown_item_data)

            shown.append(shown_item)


        dragons_wild_state = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            hand_no=hand_no,
            dealer=dealer,
            turn=turn,
            phase=phase,
            hands=hands,
            deck=deck,
            discard=discard,
            melds=melds,
            buys_window=buys_window,
            buyer=buyer,
            buys_hand=buys_hand,
            taken=taken,
            hand_points=hand_points,
            totals=totals,
            results=results,
            last_table=last_table,
            end_reason=end_reason,
            shown=shown,
        )

        return dragons_wild_state

