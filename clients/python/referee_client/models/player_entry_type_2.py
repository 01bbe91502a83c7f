from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset






T = TypeVar("T", bound="PlayerEntryType2")



@_attrs_define
class PlayerEntryType2:
    """ 
        Attributes:
            bot (BotName): A bot: random (uniform over the legal moves) or greedy (one-step heuristics of each game).
            name (str | Unset):
            player (str | Unset): A tenant's own id for a player, the same across the tenant's sessions.
     """

    bot: BotName
    name: str | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        name = self.name

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bot": bot,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotName(d.pop("bot"))




        name = d.pop("name", UNSET)

        player = d.pop("player", UNSET)

        player_entry_type_2 = cls(
            bot=bot,
            name=name,
            player=player,
        )

        return player_entry_type_2

