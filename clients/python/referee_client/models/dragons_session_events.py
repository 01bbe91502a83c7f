from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dragons_history_entry import DragonsHistoryEntry
  from ..models.dragons_outcome_event import DragonsOutcomeEvent





T = TypeVar("T", bound="DragonsSessionEvents")



@_attrs_define
class DragonsSessionEvents:
    """ 
        Attributes:
            game (Literal['dragons']):
            id (str): A session id (32 lowercase hex digits).
            version (int): The version the events reach: pass it as `after` next time.
            events (list[DragonsHistoryEntry]): The moves after `after`, in order, each as /history shows it to the caller.
            outcome (DragonsOutcomeEvent | None): Null while the game runs.
     """

    game: Literal['dragons']
    id: str
    version: int
    events: list[DragonsHistoryEntry]
    outcome: DragonsOutcomeEvent | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.dragons_history_entry import DragonsHistoryEntry # noqa: PLC0415
        from ..models.dragons_outcome_event import DragonsOutcomeEvent # noqa: PLC0415
        game = self.game

        id = self.id

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, DragonsOutcomeEvent):
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
        from ..models.dragons_history_entry import DragonsHistoryEntry # noqa: PLC0415
        from ..models.dragons_outcome_event import DragonsOutcomeEvent # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['dragons'] , d.pop("game"))
        if game != 'dragons':
            raise ValueError(f"game must match const 'dragons', got '{game}'")

        id = d.pop("id")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = DragonsHistoryEntry.from_dict(events_item_data)



            events.append(events_item)


        def _parse_outcome(data: object) -> DragonsOutcomeEvent | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = DragonsOutcomeEvent.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DragonsOutcomeEvent | None, data)

        outcome = _parse_outcome(d.pop("outcome"))


        dragons_session_events = cls(
            game=game,
            id=id,
            version=version,
            events=events,
            outcome=outcome,
        )

        return dragons_session_events

