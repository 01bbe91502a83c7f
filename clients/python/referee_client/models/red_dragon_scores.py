from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.red_dragon_outcome import RedDragonOutcome





T = TypeVar("T", bound="RedDragonScores")



@_attrs_define
class RedDragonScores:
    """ Red Dragon keeps no points - the finishing order, positions, the cards each seat still holds and the outcome.

        Attributes:
            finish_order (list[int]):
            positions (list[int | None]): Per seat (indexed by seat), its finishing position (1 = first out; null while it
                plays).
            cards_held (list[int]): Per seat (indexed by seat), the cards it still holds (hand, Opening, Reserve and
                Chance).
            outcome (None | RedDragonOutcome): Null until the game is over.
     """

    finish_order: list[int]
    positions: list[int | None]
    cards_held: list[int]
    outcome: None | RedDragonOutcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        finish_order = self.finish_order



        positions = []
        for positions_item_data in self.positions:
            positions_item: int | None
            positions_item = positions_item_data
            positions.append(positions_item)



        cards_held = self.cards_held



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedDragonOutcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finish_order": finish_order,
            "positions": positions,
            "cards_held": cards_held,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_outcome import RedDragonOutcome # noqa: PLC0415
        d = dict(src_dict)
        finish_order = cast(list[int], d.pop("finish_order"))


        positions = []
        _positions = d.pop("positions")
        for positions_item_data in (_positions):
            def _parse_positions_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            positions_item = _parse_positions_item(positions_item_data)

            positions.append(positions_item)


        cards_held = cast(list[int], d.pop("cards_held"))


        def _parse_outcome(data: object) -> None | RedDragonOutcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedDragonOutcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonOutcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        red_dragon_scores = cls(
            finish_order=finish_order,
            positions=positions,
            cards_held=cards_held,
            outcome=outcome,
        )

        return red_dragon_scores

