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
  from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
  from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
  from ..models.dragons_wild_buy_move import DragonsWildBuyMove
  from ..models.dragons_wild_discard_move import DragonsWildDiscardMove
  from ..models.dragons_wild_draw_move import DragonsWildDrawMove
  from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove
  from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove
  from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove
  from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove
  from ..models.dragons_wild_suggestion_alternatives_item import DragonsWildSuggestionAlternativesItem





T = TypeVar("T", bound="DragonsWildSuggestion")



@_attrs_define
class DragonsWildSuggestion:
    """ 
        Attributes:
            game (Literal['dragons_wild']):
            seat (int):
            bot (BotName): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game) or expert
                (information-set Monte Carlo tree search from the seat's view).
            move (DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove |
                DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove | None): One of the seat's legal moves, or null when the bot waits (acting is optional
                there).
            reason (str): Why the bot chose the move, in a few words.
            level (int | Unset): A bot's level: 1 random, 2 greedy, 3–8 expert with growing think budgets (an iteration cap
                and a wall-time cap; README, Bots). Decides the bot when given; expert without a level is 6.
            version (int | Unset): The session version the hint is for (session hints only).
            iterations (int | Unset): Sampled deals the expert search played out.
            alternatives (list[DragonsWildSuggestionAlternativesItem] | Unset): The expert search's best moves, most played
                out first, with their estimated win rates (the seat's own legal moves only).
     """

    game: Literal['dragons_wild']
    seat: int
    bot: BotName
    move: DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None
    reason: str
    level: int | Unset = UNSET
    version: int | Unset = UNSET
    iterations: int | Unset = UNSET
    alternatives: list[DragonsWildSuggestionAlternativesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_suggestion_alternatives_item import DragonsWildSuggestionAlternativesItem # noqa: PLC0415
        game = self.game

        seat = self.seat

        bot = self.bot.value

        move: dict[str, Any] | None
        if isinstance(self.move, DragonsWildDrawMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAnswerBuyMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildLayMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildAddToMeldMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildGoOutMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildNextHandMove):
            move = self.move.to_dict()
        elif isinstance(self.move, DragonsWildEndGameMove):
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
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_suggestion_alternatives_item import DragonsWildSuggestionAlternativesItem # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        seat = d.pop("seat")

        bot = BotName(d.pop("bot"))




        def _parse_move(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_0 = DragonsWildDrawMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_1 = DragonsWildBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_2 = DragonsWildAnswerBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_3 = DragonsWildLayMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_4 = DragonsWildAddToMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_5 = DragonsWildGoOutMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_6 = DragonsWildDiscardMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_7 = DragonsWildNextHandMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None, data)

        move = _parse_move(d.pop("move"))


        reason = d.pop("reason")

        level = d.pop("level", UNSET)

        version = d.pop("version", UNSET)

        iterations = d.pop("iterations", UNSET)

        _alternatives = d.pop("alternatives", UNSET)
        alternatives: list[DragonsWildSuggestionAlternativesItem] | Unset = UNSET
        if _alternatives is not UNSET:
            alternatives = []
            for alternatives_item_data in _alternatives:
                alternatives_item = DragonsWildSuggestionAlternativesItem.from_dict(alternatives_item_data)



                alternatives.append(alternatives_item)


        dragons_wild_suggestion = cls(
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

        return dragons_wild_suggestion

