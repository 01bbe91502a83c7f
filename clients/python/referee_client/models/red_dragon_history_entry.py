from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..models.red_dragon_history_entry_type import RedDragonHistoryEntryType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.red_dragon_burn_event import RedDragonBurnEvent
  from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent
  from ..models.red_dragon_declare_move import RedDragonDeclareMove
  from ..models.red_dragon_direction_event import RedDragonDirectionEvent
  from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent
  from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent
  from ..models.red_dragon_finished_event import RedDragonFinishedEvent
  from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent
  from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent
  from ..models.red_dragon_game_over_event import RedDragonGameOverEvent
  from ..models.red_dragon_hidden_move import RedDragonHiddenMove
  from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent
  from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent
  from ..models.red_dragon_pick_up_move import RedDragonPickUpMove
  from ..models.red_dragon_play_event import RedDragonPlayEvent
  from ..models.red_dragon_play_move import RedDragonPlayMove
  from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove
  from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent
  from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove
  from ..models.red_dragon_skip_event import RedDragonSkipEvent
  from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove





T = TypeVar("T", bound="RedDragonHistoryEntry")



@_attrs_define
class RedDragonHistoryEntry:
    """ 
        Attributes:
            version (int): The session version this entry made.
            seat (int | None): The seat that moved, joined, resigned or ran out of time; null for the admin's entries.
            move (None | RedDragonDeclareMove | RedDragonHiddenMove | RedDragonPickUpMove | RedDragonPlayMove |
                RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove): The move as the caller may see
                it (secret parts hidden until the game is over).
            events (list[RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent |
                RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent |
                RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent |
                RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent]):
            at (int): Unix time of the move.
            type_ (RedDragonHistoryEntryType | Unset): move - a seat's move; join - a player took an open seat; start - the
                admin started the session (seats - the old seat of each new one); resign, abandon, timeout - how it ended early.
            name (str | Unset): A join - the name the player gave.
            seats (list[int] | Unset): A start - the old seat of each seat, in the new order.
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            request_id (str | Unset): Event streams only - the X-Request-Id of the request that made this entry, when the
                stream saw it happen (not on entries read back on resume).
     """

    version: int
    seat: int | None
    move: None | RedDragonDeclareMove | RedDragonHiddenMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove
    events: list[RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent | RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent | RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent | RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent]
    at: int
    type_: RedDragonHistoryEntryType | Unset = UNSET
    name: str | Unset = UNSET
    seats: list[int] | Unset = UNSET
    bot: BotName | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_burn_event import RedDragonBurnEvent # noqa: PLC0415
        from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_direction_event import RedDragonDirectionEvent # noqa: PLC0415
        from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent # noqa: PLC0415
        from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent # noqa: PLC0415
        from ..models.red_dragon_finished_event import RedDragonFinishedEvent # noqa: PLC0415
        from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent # noqa: PLC0415
        from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent # noqa: PLC0415
        from ..models.red_dragon_game_over_event import RedDragonGameOverEvent # noqa: PLC0415
        from ..models.red_dragon_hidden_move import RedDragonHiddenMove # noqa: PLC0415
        from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_event import RedDragonPlayEvent # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_skip_event import RedDragonSkipEvent # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        version = self.version

        seat: int | None
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, RedDragonSelectReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPlayReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonTakeChanceMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonDeclareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonPickUpMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RedDragonHiddenMove):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RedDragonReserveSelectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonOpeningRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFirstPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonDirectionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonPlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonBurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonExtraGoEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonSkipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFreeGoEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonEightsMergedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonChanceRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonPickUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedDragonFinishedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        at = self.at

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value


        name = self.name

        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats



        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        request_id = self.request_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "seat": seat,
            "move": move,
            "events": events,
            "at": at,
        })
        if type_ is not UNSET:
            field_dict["type"] = type_
        if name is not UNSET:
            field_dict["name"] = name
        if seats is not UNSET:
            field_dict["seats"] = seats
        if bot is not UNSET:
            field_dict["bot"] = bot
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_burn_event import RedDragonBurnEvent # noqa: PLC0415
        from ..models.red_dragon_chance_revealed_event import RedDragonChanceRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_declare_move import RedDragonDeclareMove # noqa: PLC0415
        from ..models.red_dragon_direction_event import RedDragonDirectionEvent # noqa: PLC0415
        from ..models.red_dragon_eights_merged_event import RedDragonEightsMergedEvent # noqa: PLC0415
        from ..models.red_dragon_extra_go_event import RedDragonExtraGoEvent # noqa: PLC0415
        from ..models.red_dragon_finished_event import RedDragonFinishedEvent # noqa: PLC0415
        from ..models.red_dragon_first_player_event import RedDragonFirstPlayerEvent # noqa: PLC0415
        from ..models.red_dragon_free_go_event import RedDragonFreeGoEvent # noqa: PLC0415
        from ..models.red_dragon_game_over_event import RedDragonGameOverEvent # noqa: PLC0415
        from ..models.red_dragon_hidden_move import RedDragonHiddenMove # noqa: PLC0415
        from ..models.red_dragon_opening_revealed_event import RedDragonOpeningRevealedEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_event import RedDragonPickUpEvent # noqa: PLC0415
        from ..models.red_dragon_pick_up_move import RedDragonPickUpMove # noqa: PLC0415
        from ..models.red_dragon_play_event import RedDragonPlayEvent # noqa: PLC0415
        from ..models.red_dragon_play_move import RedDragonPlayMove # noqa: PLC0415
        from ..models.red_dragon_play_reserve_move import RedDragonPlayReserveMove # noqa: PLC0415
        from ..models.red_dragon_reserve_selected_event import RedDragonReserveSelectedEvent # noqa: PLC0415
        from ..models.red_dragon_select_reserve_move import RedDragonSelectReserveMove # noqa: PLC0415
        from ..models.red_dragon_skip_event import RedDragonSkipEvent # noqa: PLC0415
        from ..models.red_dragon_take_chance_move import RedDragonTakeChanceMove # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_move(data: object) -> None | RedDragonDeclareMove | RedDragonHiddenMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_0 = RedDragonSelectReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_1 = RedDragonPlayMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_2 = RedDragonPlayReserveMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_3 = RedDragonTakeChanceMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_4 = RedDragonDeclareMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_move_type_5 = RedDragonPickUpMove.from_dict(data)



                return componentsschemas_red_dragon_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_public_move_type_1 = RedDragonHiddenMove.from_dict(data)



                return componentsschemas_red_dragon_public_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonDeclareMove | RedDragonHiddenMove | RedDragonPickUpMove | RedDragonPlayMove | RedDragonPlayReserveMove | RedDragonSelectReserveMove | RedDragonTakeChanceMove, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RedDragonBurnEvent | RedDragonChanceRevealedEvent | RedDragonDirectionEvent | RedDragonEightsMergedEvent | RedDragonExtraGoEvent | RedDragonFinishedEvent | RedDragonFirstPlayerEvent | RedDragonFreeGoEvent | RedDragonGameOverEvent | RedDragonOpeningRevealedEvent | RedDragonPickUpEvent | RedDragonPlayEvent | RedDragonReserveSelectedEvent | RedDragonSkipEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_0 = RedDragonReserveSelectedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_1 = RedDragonOpeningRevealedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_2 = RedDragonFirstPlayerEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_3 = RedDragonDirectionEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_4 = RedDragonPlayEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_5 = RedDragonBurnEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_6 = RedDragonExtraGoEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_7 = RedDragonSkipEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_8 = RedDragonFreeGoEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_9 = RedDragonEightsMergedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_10 = RedDragonChanceRevealedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_11 = RedDragonPickUpEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_red_dragon_event_type_12 = RedDragonFinishedEvent.from_dict(data)



                    return componentsschemas_red_dragon_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_red_dragon_event_type_13 = RedDragonGameOverEvent.from_dict(data)



                return componentsschemas_red_dragon_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        at = d.pop("at")

        _type_ = d.pop("type", UNSET)
        type_: RedDragonHistoryEntryType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = RedDragonHistoryEntryType(_type_)




        name = d.pop("name", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        request_id = d.pop("request_id", UNSET)

        red_dragon_history_entry = cls(
            version=version,
            seat=seat,
            move=move,
            events=events,
            at=at,
            type_=type_,
            name=name,
            seats=seats,
            bot=bot,
            request_id=request_id,
        )

        return red_dragon_history_entry

