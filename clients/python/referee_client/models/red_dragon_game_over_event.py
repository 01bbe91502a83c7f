from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.red_dragon_game_over_event_reason import RedDragonGameOverEventReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="RedDragonGameOverEvent")



@_attrs_define
class RedDragonGameOverEvent:
    """ The game ended: one player still holds cards (the loser), or max_turns was reached.

        Attributes:
            type_ (Literal['game_over']):
            reason (RedDragonGameOverEventReason):
            finish_order (list[int]):
            loser (int | None):
            winner (int | None):
     """

    type_: Literal['game_over']
    reason: RedDragonGameOverEventReason
    finish_order: list[int]
    loser: int | None
    winner: int | None





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason.value

        finish_order = self.finish_order



        loser: int | None
        loser = self.loser

        winner: int | None
        winner = self.winner


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
            "finish_order": finish_order,
            "loser": loser,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        reason = RedDragonGameOverEventReason(d.pop("reason"))




        finish_order = cast(list[int], d.pop("finish_order"))


        def _parse_loser(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        loser = _parse_loser(d.pop("loser"))


        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))


        red_dragon_game_over_event = cls(
            type_=type_,
            reason=reason,
            finish_order=finish_order,
            loser=loser,
            winner=winner,
        )

        return red_dragon_game_over_event

