from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.red_dragon_history_entry import RedDragonHistoryEntry
  from ..models.red_dragon_outcome_event import RedDragonOutcomeEvent





T = TypeVar("T", bound="RedDragonSessionEvents")



@_attrs_define
class RedDragonSessionEvents:
    """ 
        Attributes:
            game (Literal['red_dragon']):
            id (str): A session id (32 lowercase hex digits).
            version (int): The version the events reach: pass it as `after` next time.
            events (list[RedDragonHistoryEntry]): The moves after `after`, in order, each as /history shows it to the
                caller.
            outcome (None | RedDragonOutcomeEvent): Null while the game runs.
     """

    game: Literal['red_dragon']
    id: str
    version: int
    events: list[RedDragonHistoryEntry]
    outcome: None | RedDragonOutcomeEvent





    def to_dict(self) -> dict[str, Any]:
        from ..models.red_dragon_history_entry import RedDragonHistoryEntry # noqa: PLC0415
        from ..models.red_dragon_outcome_event import RedDragonOutcomeEvent # noqa: PLC0415
        game = self.game

        id = self.id

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, RedDragonOutcomeEvent):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "id": id,
            "version": version,
            "events": events,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.red_dragon_history_entry import RedDragonHistoryEntry # noqa: PLC0415
        from ..models.red_dragon_outcome_event import RedDragonOutcomeEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['red_dragon'] , d.pop("game"))
        if game != 'red_dragon':
            raise ValueError(f"game must match const 'red_dragon', got '{game}'")

        id = d.pop("id")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RedDragonHistoryEntry.from_dict(events_item_data)



            events.append(events_item)


        def _parse_outcome(data: object) -> None | RedDragonOutcomeEvent:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = RedDragonOutcomeEvent.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RedDragonOutcomeEvent, data)

        outcome = _parse_outcome(d.pop("outcome"))


        red_dragon_session_events = cls(
            game=game,
            id=id,
            version=version,
            events=events,
            outcome=outcome,
        )

        return red_dragon_session_events

