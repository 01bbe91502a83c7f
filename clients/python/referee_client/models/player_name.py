from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset






T = TypeVar("T", bound="PlayerName")



@_attrs_define
class PlayerName:
    """ 
        Attributes:
            seat (int): A seat number (0 is the first player).
            name (str):
            bot (BotName | Unset): A bot: random (uniform over the legal moves) or greedy (one-step heuristics of each
                game).
     """

    seat: int
    name: str
    bot: BotName | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        player_name = cls(
            seat=seat,
            name=name,
            bot=bot,
        )

        return player_name

