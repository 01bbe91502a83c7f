from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatSecret")



@_attrs_define
class SeatSecret:
    """ 
        Attributes:
            seat (int): A seat number (0 is the first player; no game has more than eight seats).
            name (str):
            token (None | str): Shown once; stored only as a hash. Null in a replay that withholds tokens, for an open seat,
                and for a bot seat (nobody may read its hand or move for it).
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            player (str | Unset): A tenant's own id for a player, the same across the tenant's sessions.
            open_ (bool | Unset): Present (true) for an open seat: its token goes to the player who joins.
     """

    seat: int
    name: str
    token: None | str
    bot: BotName | Unset = UNSET
    player: str | Unset = UNSET
    open_: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token: None | str
        token = self.token

        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        player = self.player

        open_ = self.open_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "token": token,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if player is not UNSET:
            field_dict["player"] = player
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        player = d.pop("player", UNSET)

        open_ = d.pop("open", UNSET)

        seat_secret = cls(
            seat=seat,
            name=name,
            token=token,
            bot=bot,
            player=player,
            open_=open_,
        )

        return seat_secret

