from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dragons_game_over_event_winners_item import DragonsGameOverEventWinnersItem
from ..models.dragons_outcome_reason import DragonsOutcomeReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="DragonsGameOverEvent")



@_attrs_define
class DragonsGameOverEvent:
    """ 
        Attributes:
            type_ (Literal['game_over']):
            reason (DragonsOutcomeReason): loop_closed (a winning loop), loops_equal (one move closed winning loops of both
                colours of equal length - a draw), tiles_exhausted (the pool ran out), no_legal_move (the player to move could
                not place).
            winners (list[DragonsGameOverEventWinnersItem]): Empty for a draw.
            draw (bool):
     """

    type_: Literal['game_over']
    reason: DragonsOutcomeReason
    winners: list[DragonsGameOverEventWinnersItem]
    draw: bool





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason.value

        winners = []
        for winners_item_data in self.winners:
            winners_item = winners_item_data.value
            winners.append(winners_item)



        draw = self.draw


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
            "winners": winners,
            "draw": draw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        reason = DragonsOutcomeReason(d.pop("reason"))




        winners = []
        _winners = d.pop("winners")
        for winners_item_data in (_winners):
            winners_item = DragonsGameOverEventWinnersItem(winners_item_data)



            winners.append(winners_item)


        draw = d.pop("draw")

        dragons_game_over_event = cls(
            type_=type_,
            reason=reason,
            winners=winners,
            draw=draw,
        )

        return dragons_game_over_event

