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
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            name (str):
            open_ (bool | Unset): Present (true) for a seat still open (its name is a placeholder).
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            player (str | Unset): A tenant's own id for a player, the same across the tenant's sessions.
     """

    seat: int
    name: str
    open_: bool | Unset = UNSET
    bot: BotName | Unset = UNSET
    player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        open_ = self.open_

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
        })
        if open_ is not UNSET:
            field_dict["open"] = open_
        if bot is not UNSET:
            field_dict["bot"] = bot
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        open_ = d.pop("open", UNSET)

        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        player = d.pop("player", UNSET)

        player_name = cls(
            seat=seat,
            name=name,
            open_=open_,
            bot=bot,
            player=player,
        )

        return player_name

