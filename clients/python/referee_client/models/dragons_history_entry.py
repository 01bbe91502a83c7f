from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..models.dragons_history_entry_type import DragonsHistoryEntryType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_game_over_event import DragonsGameOverEvent
  from ..models.dragons_loop_event import DragonsLoopEvent
  from ..models.dragons_place import DragonsPlace
  from ..models.dragons_place_event import DragonsPlaceEvent





T = TypeVar("T", bound="DragonsHistoryEntry")



@_attrs_define
class DragonsHistoryEntry:
    """ 
        Attributes:
            version (int): The session version this entry made.
            seat (int | None): The seat that moved, joined, resigned or ran out of time; null for the admin's entries.
            move (DragonsPlace | None): The move as the caller may see it (secret parts hidden until the game is over).
            events (list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]):
            at (int): Unix time of the move.
            type_ (DragonsHistoryEntryType | Unset): move - a seat's move; join - a player took an open seat; start - the
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
    move: DragonsPlace | None
    events: list[DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent]
    at: int
    type_: DragonsHistoryEntryType | Unset = UNSET
    name: str | Unset = UNSET
    seats: list[int] | Unset = UNSET
    bot: BotName | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        version = self.version

        seat: int | None
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, DragonsPlace):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DragonsPlaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsLoopEvent):
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
        from ..models.dragons_game_over_event import DragonsGameOverEvent # noqa: PLC0415
        from ..models.dragons_loop_event import DragonsLoopEvent # noqa: PLC0415
        from ..models.dragons_place import DragonsPlace # noqa: PLC0415
        from ..models.dragons_place_event import DragonsPlaceEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


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


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> DragonsGameOverEvent | DragonsLoopEvent | DragonsPlaceEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_event_type_0 = DragonsPlaceEvent.from_dict(data)



                    return componentsschemas_dragons_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_event_type_1 = DragonsLoopEvent.from_dict(data)



                    return componentsschemas_dragons_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_event_type_2 = DragonsGameOverEvent.from_dict(data)



                return componentsschemas_dragons_event_type_2

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        at = d.pop("at")

        _type_ = d.pop("type", UNSET)
        type_: DragonsHistoryEntryType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = DragonsHistoryEntryType(_type_)




        name = d.pop("name", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        request_id = d.pop("request_id", UNSET)

        dragons_history_entry = cls(
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

        return dragons_history_entry

