from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.red_dragon_scores_cards_held import RedDragonScoresCardsHeld
  from ..models.red_dragon_scores_positions import RedDragonScoresPositions





T = TypeVar("T", bound="RedDragonScores")



@_attrs_define
class RedDragonScores:
    """ Red Dragon keeps no points - the finishing order, positions and the cards each seat still holds.

        Attributes:
            finish_order (list[int]):
            winner (int | None): The first seat out; null while nobody is.
            loser (int | None):
            positions (RedDragonScoresPositions): Each seat's finishing position (1 = first out; null while it plays), keyed
                by the seat number as a string.
            cards_held (RedDragonScoresCardsHeld): The cards each seat still holds (hand, Opening, Reserve and Chance),
                keyed by the seat number as a string.
     """

    finish_order: list[int]
    winner: int | None
    loser: int | None
    positions: RedDragonScoresPositions
    cards_held: RedDragonScoresCardsHeld





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_scores_cards_held import RedDragonScoresCardsHeld # noqa: PLC0415
        from ..models.red_dragon_scores_positions import RedDragonScoresPositions # noqa: PLC0415
        finish_order = self.finish_order



        winner: int | None
        winner = self.winner

        loser: int | None
        loser = self.loser

        positions = self.positions.to_dict()

        cards_held = self.cards_held.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "finish_order": finish_order,
            "winner": winner,
            "loser": loser,
            "positions": positions,
            "cards_held": cards_held,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_scores_cards_held import RedDragonScoresCardsHeld # noqa: PLC0415
        from ..models.red_dragon_scores_positions import RedDragonScoresPositions # noqa: PLC0415
        d = dict(src_dict)
        finish_order = cast(list[int], d.pop("finish_order"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


        positions = RedDragonScoresPositions.from_dict(d.pop("positions"))




        cards_held = RedDragonScoresCardsHeld.from_dict(d.pop("cards_held"))




        red_dragon_scores = cls(
            finish_order=finish_order,
            winner=winner,
            loser=loser,
            positions=positions,
            cards_held=cards_held,
        )

        return red_dragon_scores

