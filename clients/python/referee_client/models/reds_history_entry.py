from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_name import BotName
from ..models.reds_history_entry_type import RedsHistoryEntryType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.reds_bid import RedsBid
  from ..models.reds_bid_event import RedsBidEvent
  from ..models.reds_deal_event import RedsDealEvent
  from ..models.reds_exchange import RedsExchange
  from ..models.reds_exchange_event import RedsExchangeEvent
  from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent
  from ..models.reds_game_over_event import RedsGameOverEvent
  from ..models.reds_play import RedsPlay
  from ..models.reds_play_event import RedsPlayEvent
  from ..models.reds_public_move_type_1 import RedsPublicMoveType1
  from ..models.reds_reveal_event import RedsRevealEvent
  from ..models.reds_round_scored_event import RedsRoundScoredEvent
  from ..models.reds_tiebreak_event import RedsTiebreakEvent
  from ..models.reds_trick_won_event import RedsTrickWonEvent





T = TypeVar("T", bound="RedsHistoryEntry")



@_attrs_define
class RedsHistoryEntry:
    """ 
        Attributes:
            version (int): The session version this entry made.
            seat (int | None): The seat that moved, joined, resigned or ran out of time; null for the admin's entries.
            move (None | RedsBid | RedsExchange | RedsPlay | RedsPublicMoveType1): The move as the caller may see it (secret
                parts hidden until the game is over).
            events (list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent |
                RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]):
            at (int): Unix time of the move.
            type_ (RedsHistoryEntryType | Unset): move - a seat's move; join - a player took an open seat; start - the admin
                started the session (seats - the old seat of each new one); resign, abandon, timeout - how it ended early.
            name (str | Unset): A join - the name the player gave.
            seats (list[int] | Unset): A start - the old seat of each seat, in the new order.
            bot (BotName | Unset): A bot: random (uniform over the legal moves), greedy (one-step heuristics of each game)
                or expert (information-set Monte Carlo tree search from the seat's view).
            request_id (str | Unset): Event streams only - the X-Request-Id of the request that made this entry, when the
                stream saw it happen (not on entries read back on resume).
     """

    version: int
    seat: int | None
    move: None | RedsBid | RedsExchange | RedsPlay | RedsPublicMoveType1
    events: list[RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent | RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent]
    at: int
    type_: RedsHistoryEntryType | Unset = UNSET
    name: str | Unset = UNSET
    seats: list[int] | Unset = UNSET
    bot: BotName | Unset = UNSET
    request_id: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_public_move_type_1 import RedsPublicMoveType1 # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        version = self.version

        seat: int | None
        seat = self.seat

        move: dict[str, Any] | None
        if isinstance(self.move, RedsBid):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsExchange):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsPlay):
            move = self.move.to_dict()
        elif isinstance(self.move, RedsPublicMoveType1):
            move = self.move.to_dict()
        else:
            move = self.move

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RedsDealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsRevealEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsBidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsExchangeSubmittedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsExchangeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsPlayEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsTrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RedsTiebreakEvent):
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
        from ..models.reds_bid import RedsBid # noqa: PLC0415
        from ..models.reds_bid_event import RedsBidEvent # noqa: PLC0415
        from ..models.reds_deal_event import RedsDealEvent # noqa: PLC0415
        from ..models.reds_exchange import RedsExchange # noqa: PLC0415
        from ..models.reds_exchange_event import RedsExchangeEvent # noqa: PLC0415
        from ..models.reds_exchange_submitted_event import RedsExchangeSubmittedEvent # noqa: PLC0415
        from ..models.reds_game_over_event import RedsGameOverEvent # noqa: PLC0415
        from ..models.reds_play import RedsPlay # noqa: PLC0415
        from ..models.reds_play_event import RedsPlayEvent # noqa: PLC0415
        from ..models.reds_public_move_type_1 import RedsPublicMoveType1 # noqa: PLC0415
        from ..models.reds_reveal_event import RedsRevealEvent # noqa: PLC0415
        from ..models.reds_round_scored_event import RedsRoundScoredEvent # noqa: PLC0415
        from ..models.reds_tiebreak_event import RedsTiebreakEvent # noqa: PLC0415
        from ..models.reds_trick_won_event import RedsTrickWonEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_move(data: object) -> None | RedsBid | RedsExchange | RedsPlay | RedsPublicMoveType1:
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_public_move_type_1 = RedsPublicMoveType1.from_dict(data)



                return componentsschemas_reds_public_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedsBid | RedsExchange | RedsPlay | RedsPublicMoveType1, data)

        move = _parse_move(d.pop("move"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> RedsBidEvent | RedsDealEvent | RedsExchangeEvent | RedsExchangeSubmittedEvent | RedsGameOverEvent | RedsPlayEvent | RedsRevealEvent | RedsRoundScoredEvent | RedsTiebreakEvent | RedsTrickWonEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_0 = RedsDealEvent.from_dict(data)



                    return componentsschemas_reds_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_1 = RedsRevealEvent.from_dict(data)



                    return componentsschemas_reds_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_2 = RedsBidEvent.from_dict(data)



                    return componentsschemas_reds_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_3 = RedsExchangeSubmittedEvent.from_dict(data)



                    return componentsschemas_reds_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_4 = RedsExchangeEvent.from_dict(data)



                    return componentsschemas_reds_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_5 = RedsPlayEvent.from_dict(data)



                    return componentsschemas_reds_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_6 = RedsTrickWonEvent.from_dict(data)



                    return componentsschemas_reds_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_7 = RedsRoundScoredEvent.from_dict(data)



                    return componentsschemas_reds_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_reds_event_type_8 = RedsTiebreakEvent.from_dict(data)



                    return componentsschemas_reds_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_reds_event_type_9 = RedsGameOverEvent.from_dict(data)



                return componentsschemas_reds_event_type_9

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        at = d.pop("at")

        _type_ = d.pop("type", UNSET)
        type_: RedsHistoryEntryType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = RedsHistoryEntryType(_type_)




        name = d.pop("name", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))


        _bot = d.pop("bot", UNSET)
        bot: BotName | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = BotName(_bot)




        request_id = d.pop("request_id", UNSET)

        reds_history_entry = cls(
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

        return reds_history_entry

