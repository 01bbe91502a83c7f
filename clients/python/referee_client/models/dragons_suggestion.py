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
  from ..models.dragons_place import DragonsPlace





T = TypeVar("T", bound="DragonsSuggestion")



@_attrs_define
class DragonsSuggestion:
    """ 
        Attributes:
            game (Literal['dragons']):
            seat (int): 0 plays red, 1 plays green.
            bot (BotName): A bot: random (uniform over the legal moves) or greedy (one-step heuristics of each game).
            move (DragonsPlace | None): One of the seat's legal moves, or null when the bot waits (acting is optional
                there).
            reason (str): Why the bot chose the move, in a few words.
     """

    game: Literal['dragons']
    seat: int
    bot: BotName
    move: DragonsPlace | None
    reason: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        game = self.game

        seat = self.seat

        bot = self.bot.value

        move: dict[str, Any] | None
        if isinstance(self.move, DragonsPlace):
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
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        seat = d.pop("seat")

        bot = BotName(d.pop("bot"))




        def _parse_move(data: object) -> DragonsPlace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = DragonsPlace.from_dict(data)



                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsPlace | None, data)

        move = _parse_move(d.pop("move"))


        reason = d.pop("reason")

        dragons_suggestion = cls(
            game=game,
            seat=seat,
            bot=bot,
            move=move,
            reason=reason,
        )

        return dragons_suggestion

