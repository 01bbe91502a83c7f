from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_play import RedsPlay
  from ..models.reds_suggestion_alternatives_item import RedsSuggestionAlternativesItem





T = TypeVar("T", bound="RedsSuggestion")



@_attrs_define
class RedsSuggestion:
    """ 
        Attributes:
            game (Literal['reds']):
            seat (int):
            bot (BotName): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game) or expert
                (information-set Monte Carlo tree search from the seat's view).
            move (None | RedsBid | RedsExchange | RedsPlay): One of the seat's legal moves, or null when the bot waits
                (acting is optional there).
            reason (str): Why the bot chose the move, in a few words.
            level (int | Unset): A bot's level: 1 random, 2 greedy, 3–8 expert with growing think budgets (an iteration cap
                and a wall-time cap; README, Bots). Decides the bot when given; expert without a level is 6.
            version (int | Unset): The session version the hint is for (session hints only).
            iterations (int | Unset): Sampled deals the expert search played out.
            alternatives (list[RedsSuggestionAlternativesItem] | Unset): The expert search's best moves, most played out
                first, with their estimated win rates (the seat's own legal moves only).
     """

    game: Literal['reds']
    seat: int
    bot: BotName
    move: None | RedsBid | RedsExchange | RedsPlay
    reason: str
    level: int | Unset = UNSET
    version: int | Unset = UNSET
    iterations: int | Unset = UNSET
    alternatives: list[RedsSuggestionAlternativesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_suggestion_alternatives_item import RedsSuggestionAlternativesItem # noqa: PLC0415
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

        level = self.level

        version = self.version

        iterations = self.iterations

        alternatives: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.alternatives, Unset):
            alternatives = []
            for alternatives_item_data in self.alternatives:
                alternatives_item = alternatives_item_data.to_dict()
                alternatives.append(alternatives_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
            "bot": bot,
            "move": move,
            "reason": reason,
        })
        if level is not UNSET:
            field_dict["level"] = level
        if version is not UNSET:
            field_dict["version"] = version
        if iterations is not UNSET:
            field_dict["iterations"] = iterations
        if alternatives is not UNSET:
            field_dict["alternatives"] = alternatives

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_suggestion_alternatives_item import RedsSuggestionAlternativesItem # noqa: PLC0415
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

        level = d.pop("level", UNSET)

        version = d.pop("version", UNSET)

        iterations = d.pop("iterations", UNSET)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[RedsSuggestionAlternativesItem] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = RedsSuggestionAlternativesItem.from_dict(alternatives_item_data)



                alternatives.append(alternatives_item)


        reds_suggestion = cls(
            game=game,
            seat=seat,
            bot=bot,
            move=move,
            reason=reason,
            level=level,
            version=version,
            iterations=iterations,
            alternatives=alternatives,
        )

        return reds_suggestion

