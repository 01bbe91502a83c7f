from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..models.dragons_wild_history_entry_type import DragonsWildHistoryEntryType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.dragons_wild_add_event import DragonsWildAddEvent
  from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove
  from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove
  from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent
  from ..models.dragons_wild_buy_event import DragonsWildBuyEvent
  from ..models.dragons_wild_buy_move import DragonsWildBuyMove
  from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent
  from ..models.dragons_wild_deal_event import DragonsWildDealEvent
  from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent
  from ..models.dragons_wild_discard_move import DragonsWildDiscardMove
  from ..models.dragons_wild_draw_event import DragonsWildDrawEvent
  from ..models.dragons_wild_draw_move import DragonsWildDrawMove
  from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove
  from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent
  from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent
  from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent
  from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove
  from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent
  from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove
  from ..models.dragons_wild_meld_event import DragonsWildMeldEvent
  from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove
  from ..models.dragons_wild_refill_event import DragonsWildRefillEvent
  from ..models.dragons_wild_round_event import DragonsWildRoundEvent





T = TypeVar("T", bound="DragonsWildHistoryEntry")



@_attrs_define
class DragonsWildHistoryEntry:
    """ 
        Attributes:
            version (int): The session version this entry made.
            seat (int | None): The seat that moved, joined, resigned or ran out of time; null for the admin's entries.
            move (DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove |
                DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove |
                DragonsWildNextHandMove | None): The move as the caller may see it (secret parts hidden until the game is over).
            events (list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent
                | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent |
                DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent |
                DragonsWildRefillEvent | DragonsWildRoundEvent]):
            at (int): Unix time of the move.
            type_ (DragonsWildHistoryEntryType | Unset): move - a seat's move; join - a player took an open seat; start -
                the admin started the session (seats - the old seat of each new one); resign, abandon, timeout - how it ended
                early.
            name (str | Unset): A join - the name the player gave.
            seats (list[int] | Unset): A start - the old seat of each seat, in the new order.
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            request_id (str | Unset): Event streams only - the X-Request-Id of the request that made this entry, when the
                stream saw it happen (not on entries read back on resume).
     """

    version: int
    seat: int | None
    move: DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None
    events: list[DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent | DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent | DragonsWildRefillEvent | DragonsWildRoundEvent]
    at: int
    type_: DragonsWildHistoryEntryType | Unset = UNSET
    name: str | Unset = UNSET
    seats: list[int] | Unset = UNSET
    bot: BotName | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        version = self.version

        seat: int | None
        seat = self.seat

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

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, DragonsWildDealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildDrawEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildRefillEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyRequestEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyAnswerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildBuyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildMeldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildAddEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildDiscardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildGoOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildRoundEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildHandEndEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DragonsWildExtraHandEvent):
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
        from ..models.dragons_wild_add_event import DragonsWildAddEvent # noqa: PLC0415
        from ..models.dragons_wild_add_to_meld_move import DragonsWildAddToMeldMove # noqa: PLC0415
        from ..models.dragons_wild_answer_buy_move import DragonsWildAnswerBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_answer_event import DragonsWildBuyAnswerEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_event import DragonsWildBuyEvent # noqa: PLC0415
        from ..models.dragons_wild_buy_move import DragonsWildBuyMove # noqa: PLC0415
        from ..models.dragons_wild_buy_request_event import DragonsWildBuyRequestEvent # noqa: PLC0415
        from ..models.dragons_wild_deal_event import DragonsWildDealEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_event import DragonsWildDiscardEvent # noqa: PLC0415
        from ..models.dragons_wild_discard_move import DragonsWildDiscardMove # noqa: PLC0415
        from ..models.dragons_wild_draw_event import DragonsWildDrawEvent # noqa: PLC0415
        from ..models.dragons_wild_draw_move import DragonsWildDrawMove # noqa: PLC0415
        from ..models.dragons_wild_end_game_move import DragonsWildEndGameMove # noqa: PLC0415
        from ..models.dragons_wild_extra_hand_event import DragonsWildExtraHandEvent # noqa: PLC0415
        from ..models.dragons_wild_game_end_event import DragonsWildGameEndEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_event import DragonsWildGoOutEvent # noqa: PLC0415
        from ..models.dragons_wild_go_out_move import DragonsWildGoOutMove # noqa: PLC0415
        from ..models.dragons_wild_hand_end_event import DragonsWildHandEndEvent # noqa: PLC0415
        from ..models.dragons_wild_lay_meld_move import DragonsWildLayMeldMove # noqa: PLC0415
        from ..models.dragons_wild_meld_event import DragonsWildMeldEvent # noqa: PLC0415
        from ..models.dragons_wild_next_hand_move import DragonsWildNextHandMove # noqa: PLC0415
        from ..models.dragons_wild_refill_event import DragonsWildRefillEvent # noqa: PLC0415
        from ..models.dragons_wild_round_event import DragonsWildRoundEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_move(data: object) -> DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_0 = DragonsWildDrawMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_1 = DragonsWildBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_2 = DragonsWildAnswerBuyMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_3 = DragonsWildLayMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_4 = DragonsWildAddToMeldMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_5 = DragonsWildGoOutMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_6 = DragonsWildDiscardMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_7 = DragonsWildNextHandMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_public_move_type_8 = DragonsWildEndGameMove.from_dict(data)



                return componentsschemas_dragons_wild_public_move_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildAddToMeldMove | DragonsWildAnswerBuyMove | DragonsWildBuyMove | DragonsWildDiscardMove | DragonsWildDrawMove | DragonsWildEndGameMove | DragonsWildGoOutMove | DragonsWildLayMeldMove | DragonsWildNextHandMove | None, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> DragonsWildAddEvent | DragonsWildBuyAnswerEvent | DragonsWildBuyEvent | DragonsWildBuyRequestEvent | DragonsWildDealEvent | DragonsWildDiscardEvent | DragonsWildDrawEvent | DragonsWildExtraHandEvent | DragonsWildGameEndEvent | DragonsWildGoOutEvent | DragonsWildHandEndEvent | DragonsWildMeldEvent | DragonsWildRefillEvent | DragonsWildRoundEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_0 = DragonsWildDealEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_1 = DragonsWildDrawEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_2 = DragonsWildRefillEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_3 = DragonsWildBuyRequestEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_4 = DragonsWildBuyAnswerEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_5 = DragonsWildBuyEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_6 = DragonsWildMeldEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_7 = DragonsWildAddEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_8 = DragonsWildDiscardEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_9 = DragonsWildGoOutEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_10 = DragonsWildRoundEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_11 = DragonsWildHandEndEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_dragons_wild_event_type_12 = DragonsWildExtraHandEvent.from_dict(data)



                    return componentsschemas_dragons_wild_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_dragons_wild_event_type_13 = DragonsWildGameEndEvent.from_dict(data)



                return componentsschemas_dragons_wild_event_type_13

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        at = d.pop("at")

        _type_ = d.pop("type", UNSET)
        type_: DragonsWildHistoryEntryType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = DragonsWildHistoryEntryType(_type_)




        name = d.pop("name", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        request_id = d.pop("request_id", UNSET)

        dragons_wild_history_entry = cls(
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

        return dragons_wild_history_entry

