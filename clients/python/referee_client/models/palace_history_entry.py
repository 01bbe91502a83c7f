from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..models.palace_history_entry_type import PalaceHistoryEntryType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.palace_burn_event import PalaceBurnEvent
  from ..models.palace_draw_event import PalaceDrawEvent
  from ..models.palace_finish_event import PalaceFinishEvent
  from ..models.palace_flip_event import PalaceFlipEvent
  from ..models.palace_flip_move import PalaceFlipMove
  from ..models.palace_game_over_event import PalaceGameOverEvent
  from ..models.palace_pick_up_event import PalacePickUpEvent
  from ..models.palace_pick_up_move import PalacePickUpMove
  from ..models.palace_place_event import PalacePlaceEvent
  from ..models.palace_place_move import PalacePlaceMove
  from ..models.palace_play_event import PalacePlayEvent
  from ..models.palace_play_move import PalacePlayMove
  from ..models.palace_ready_event import PalaceReadyEvent
  from ..models.palace_ready_move import PalaceReadyMove
  from ..models.palace_skip_event import PalaceSkipEvent
  from ..models.palace_start_event import PalaceStartEvent
  from ..models.palace_swap_event import PalaceSwapEvent
  from ..models.palace_swap_move import PalaceSwapMove





T = TypeVar("T", bound="PalaceHistoryEntry")



@_attrs_define
class PalaceHistoryEntry:
    """ 
        Attributes:
            version (int): The session version this entry made.
            seat (int | None): The seat that moved, joined, resigned or ran out of time; null for the admin's entries.
            move (None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove |
                PalaceSwapMove): The move as the caller may see it (secret parts hidden until the game is over).
            events (list[PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent |
                PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent |
                PalaceSwapEvent]):
            at (int): Unix time of the move.
            type_ (PalaceHistoryEntryType | Unset): move - a seat's move; join - a player took an open seat; start - the
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
    move: None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove
    events: list[PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent | PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent | PalaceSwapEvent]
    at: int
    type_: PalaceHistoryEntryType | Unset = UNSET
    name: str | Unset = UNSET
    seats: list[int] | Unset = UNSET
    bot: BotName | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.palace_burn_event import PalaceBurnEvent # noqa: PLC0415
        from ..models.palace_draw_event import PalaceDrawEvent # noqa: PLC0415
        from ..models.palace_finish_event import PalaceFinishEvent # noqa: PLC0415
        from ..models.palace_flip_event import PalaceFlipEvent # noqa: PLC0415
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_game_over_event import PalaceGameOverEvent # noqa: PLC0415
        from ..models.palace_pick_up_event import PalacePickUpEvent # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_event import PalacePlaceEvent # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_event import PalacePlayEvent # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_event import PalaceReadyEvent # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_skip_event import PalaceSkipEvent # noqa: PLC0415
        from ..models.palace_start_event import PalaceStartEvent # noqa: PLC0415
        from ..models.palace_swap_event import PalaceSwapEvent # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        version = self.version

        seat: int | None
        seat = self.seat

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

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PalaceSwapEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceReadyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePlaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceStartEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceFlipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalacePickUpEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceBurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceSkipEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PalaceFinishEvent):
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
        from ..models.palace_burn_event import PalaceBurnEvent # noqa: PLC0415
        from ..models.palace_draw_event import PalaceDrawEvent # noqa: PLC0415
        from ..models.palace_finish_event import PalaceFinishEvent # noqa: PLC0415
        from ..models.palace_flip_event import PalaceFlipEvent # noqa: PLC0415
        from ..models.palace_flip_move import PalaceFlipMove # noqa: PLC0415
        from ..models.palace_game_over_event import PalaceGameOverEvent # noqa: PLC0415
        from ..models.palace_pick_up_event import PalacePickUpEvent # noqa: PLC0415
        from ..models.palace_pick_up_move import PalacePickUpMove # noqa: PLC0415
        from ..models.palace_place_event import PalacePlaceEvent # noqa: PLC0415
        from ..models.palace_place_move import PalacePlaceMove # noqa: PLC0415
        from ..models.palace_play_event import PalacePlayEvent # noqa: PLC0415
        from ..models.palace_play_move import PalacePlayMove # noqa: PLC0415
        from ..models.palace_ready_event import PalaceReadyEvent # noqa: PLC0415
        from ..models.palace_ready_move import PalaceReadyMove # noqa: PLC0415
        from ..models.palace_skip_event import PalaceSkipEvent # noqa: PLC0415
        from ..models.palace_start_event import PalaceStartEvent # noqa: PLC0415
        from ..models.palace_swap_event import PalaceSwapEvent # noqa: PLC0415
        from ..models.palace_swap_move import PalaceSwapMove # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_move(data: object) -> None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_0 = PalaceSwapMove.from_dict(data)



                return componentsschemas_palace_public_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_1 = PalaceReadyMove.from_dict(data)



                return componentsschemas_palace_public_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_2 = PalacePlaceMove.from_dict(data)



                return componentsschemas_palace_public_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_3 = PalacePlayMove.from_dict(data)



                return componentsschemas_palace_public_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_4 = PalaceFlipMove.from_dict(data)



                return componentsschemas_palace_public_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_public_move_type_5 = PalacePickUpMove.from_dict(data)



                return componentsschemas_palace_public_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PalaceFlipMove | PalacePickUpMove | PalacePlaceMove | PalacePlayMove | PalaceReadyMove | PalaceSwapMove, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> PalaceBurnEvent | PalaceDrawEvent | PalaceFinishEvent | PalaceFlipEvent | PalaceGameOverEvent | PalacePickUpEvent | PalacePlaceEvent | PalacePlayEvent | PalaceReadyEvent | PalaceSkipEvent | PalaceStartEvent | PalaceSwapEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_0 = PalaceSwapEvent.from_dict(data)



                    return componentsschemas_palace_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_1 = PalaceReadyEvent.from_dict(data)



                    return componentsschemas_palace_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_2 = PalacePlaceEvent.from_dict(data)



                    return componentsschemas_palace_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_3 = PalaceStartEvent.from_dict(data)



                    return componentsschemas_palace_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_4 = PalacePlayEvent.from_dict(data)



                    return componentsschemas_palace_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_5 = PalaceFlipEvent.from_dict(data)



                    return componentsschemas_palace_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_6 = PalacePickUpEvent.from_dict(data)



                    return componentsschemas_palace_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_7 = PalaceBurnEvent.from_dict(data)



                    return componentsschemas_palace_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_8 = PalaceDrawEvent.from_dict(data)



                    return componentsschemas_palace_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_9 = PalaceSkipEvent.from_dict(data)



                    return componentsschemas_palace_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_palace_event_type_10 = PalaceFinishEvent.from_dict(data)



                    return componentsschemas_palace_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_palace_event_type_11 = PalaceGameOverEvent.from_dict(data)



                return componentsschemas_palace_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        at = d.pop("at")

        _type_ = d.pop("type", UNSET)
        type_: PalaceHistoryEntryType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = PalaceHistoryEntryType(_type_)




        name = d.pop("name", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        request_id = d.pop("request_id", UNSET)

        palace_history_entry = cls(
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

        return palace_history_entry

