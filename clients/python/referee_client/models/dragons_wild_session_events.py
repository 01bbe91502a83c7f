from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_wild_history_entry import DragonsWildHistoryEntry
  from ..models.dragons_wild_outcome_event import DragonsWildOutcomeEvent





T = TypeVar("T", bound="DragonsWildSessionEvents")



@_attrs_define
class DragonsWildSessionEvents:
    """ 
        Attributes:
            game (Literal['dragons_wild']):
            id (str): A session id (32 lowercase hex digits).
            version (int): The version the events reach: pass it as `after` next time.
            events (list[DragonsWildHistoryEntry]): The moves after `after`, in order, each as /history shows it to the
                caller.
            outcome (DragonsWildOutcomeEvent | None): Null while the game runs.
     """

    game: Literal['dragons_wild']
    id: str
    version: int
    events: list[DragonsWildHistoryEntry]
    outcome: DragonsWildOutcomeEvent | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_wild_history_entry import DragonsWildHistoryEntry # noqa: PLC0415
        from ..models.dragons_wild_outcome_event import DragonsWildOutcomeEvent # noqa: PLC0415
        game = self.game

        id = self.id

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsWildOutcomeEvent):
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
        from ..models.dragons_wild_history_entry import DragonsWildHistoryEntry # noqa: PLC0415
        from ..models.dragons_wild_outcome_event import DragonsWildOutcomeEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons_wild'] , d.pop("game"))
        if game != 'dragons_wild':
            raise ValueError(f"game must match const 'dragons_wild', got '{game}'")

        id = d.pop("id")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = DragonsWildHistoryEntry.from_dict(events_item_data)



            events.append(events_item)


        def _parse_outcome(data: object) -> DragonsWildOutcomeEvent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsWildOutcomeEvent.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsWildOutcomeEvent | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_wild_session_events = cls(
            game=game,
            id=id,
            version=version,
            events=events,
            outcome=outcome,
        )

        return dragons_wild_session_events

