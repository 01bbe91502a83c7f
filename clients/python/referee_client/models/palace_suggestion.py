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
  from ..models.palace_flip_move import PalaceFlipMove
  from ..models.palace_pick_up_move import PalacePickUpMove
  from ..models.palace_place_move import PalacePlaceMove
  from ..models.palace_play_move import PalacePlayMove
  from ..models.palace_ready_move import PalaceReadyMove
  from ..models.palace_suggestion_alternatives_item import PalaceSuggestionAlternativesItem
  from ..models.palace_swap_move import PalaceSwapMove





T = TypeVar("T", bound="PalaceSuggestion")



@_attrs_define
class PalaceSuggestion:
    """ 
        Attributes:
            game (Literal['palace']):
            seat (int):
            bot (BotName): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game) or expert
                (information-set Monte Carlo tree search from the seat's view).
            move (None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove |
                PalaceSwapMove): One of the seat's legal moves, or null when the bot waits (acting is optional there).
            reason (str): Why the bot chose the move, in a few words.
            level (int | Unset): A bot's level: 1 random, 2 greedy, 3–8 expert with growing think budgets (an iteration cap
                and a wall-time cap; README, Bots). Decides the bot when given; expert without a level is 6.
            version (int | Unset): The session version the hint is for (session hints only).
            iterations (int | Unset): Sampled deals the expert search played out.
            alternatives (list[PalaceSuggestionAlternativesItem] | Unset): The expert search's best moves, most played out
                first, with their estimated win rates (the seat's own legal moves only).
     """

    game: Literal['palace']
    seat: int
    bot: BotName
    move: None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove
    reason: str
    level: int | Unset = UNSET
    version: int | Unset = UNSET
    iterations: int | Unset = UNSET
    alternatives: list[PalaceSuggestionAlternativesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_suggestion_alternatives_item import PalaceSuggestionAlternativesItem # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        game = self.game

        seat = self.seat

        bot = self.bot.value

        move: dict[str, Any] | None
        if isinstance(self.move, PalaceSwapMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceReadyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlaceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalaceFlipMove):
            move = self.move.to_dict()
        elif isinstance(self.move, PalacePickUpMove):
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
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_suggestion_alternatives_item import PalaceSuggestionAlternativesItem # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['palace'] , d.pop("game"))
        if game != 'palace':
            raise ValueError(f"game must match const 'palace', got '{game}'")

        seat = d.pop("seat")

        bot = BotName(d.pop("bot"))




        def _parse_move(data: object) -> None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_0 = PalaceSwapMove.from_dict(data)



                return componentsschemas_palace_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_1 = PalaceReadyMove.from_dict(data)



                return componentsschemas_palace_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_2 = PalacePlaceMove.from_dict(data)



                return componentsschemas_palace_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_3 = PalacePlayMove.from_dict(data)



                return componentsschemas_palace_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_4 = PalaceFlipMove.from_dict(data)



                return componentsschemas_palace_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_move_type_5 = PalacePickUpMove.from_dict(data)



                return componentsschemas_palace_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove, data)

        move = _parse_move(d.pop("move"))


        reason = d.pop("reason")

        level = d.pop("level", UNSET)

        version = d.pop("version", UNSET)

        iterations = d.pop("iterations", UNSET)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[PalaceSuggestionAlternativesItem] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = PalaceSuggestionAlternativesItem.from_dict(alternatives_item_data)



                alternatives.append(alternatives_item)


        palace_suggestion = cls(
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

        return palace_suggestion

