from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay





T = TypeVar("T", bound="RedsSuggestion")



@_attrs_define
class RedsSuggestion:
    """ 
        Attributes:
            game (Literal['reds']):
            seat (int):
            bot (BotName): A bot: random (uniform over the legal moves) or greedy (one-step heuristics of each game).
            move (None | RedsBid | RedsExchange | RedsPlay): One of the seat's legal moves, or null when the bot waits
                (acting is optional there).
            reason (str): Why the bot chose the move, in a few words.
     """

    game: Literal['reds']
    seat: int
    bot: BotName
    move: None | RedsBid | RedsExchange | RedsPlay
    reason: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        game = self.game

        seat = self.seat

        bot = self.bot.value

        move: dict[str, Any] | None
        if isinstance(self.move, RedsBid):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsExchange):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsPlay):
            move = self.move.to_dict()
        else:
            move = self.move

        reason = self.reason


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "bot": bot,
            "move": move,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['reds'] , d.pop("game"))
        if game != 'reds':
            raise ValueError(f"game must match const 'reds', got '{game}'")

        seat = d.pop("seat")

        bot = BotName(d.pop("bot"))




        def _parse_move(data: object) -> None | RedsBid | RedsExchange | RedsPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_0 = RedsBid.from_dict(data)



                return componentsschemas_reds_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_1 = RedsExchange.from_dict(data)



                return componentsschemas_reds_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_move_type_2 = RedsPlay.from_dict(data)



                return componentsschemas_reds_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBid | RedsExchange | RedsPlay, data)

        move = _parse_move(d.pop("move"))


        reason = d.pop("reason")

        reds_suggestion = cls(
            game=game,
            seat=seat,
            bot=bot,
            move=move,
            reason=reason,
        )

        return reds_suggestion

