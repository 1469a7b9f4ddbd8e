// Generated from /openapi.json by `npm run openapi:types` (openapi-typescript); do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Collections, versions and links to the documentation
         * @description Needs no credential.
         */
        get: operations["home"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["home-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and storage check
         * @description Needs no credential.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["health-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every problem type this service answers with
         * @description Needs no credential.
         */
        get: operations["problems"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["problems-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One problem type: what it means and how to fix it
         * @description Needs no credential.
         */
        get: operations["problem"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["problem-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations, newest first
         * @description Call `location-list`: Locations, newest first, one page at a time. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location-list"];
        put?: never;
        /**
         * Create a location
         * @description Call `location`: Where a device is: a point on the WGS84 ellipsoid. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). **Bulk ingest:** a JSON array, NDJSON or CSV body of 1 to 10000 items, each validated as one create of the batch's version, with `version_number` (and `atomic`) in the query string; the answer is 200 with one result per item, in order (docs/conventions.md, "Bulk ingest"). A POST with `_method` set to DELETE reaches that method instead. What it needs depends on the method: POST needs the write scope; DELETE needs the admin scope.
         */
        post: operations["location-create"];
        /**
         * Remove the locations a filter matches
         * @description Call `location-purge`: Removes every location that matches the filters (admins only): the search's filters without limit, cursor and to, and `before` on `timestamp` (from version 2); at least one is required. dry_run=true counts them instead. Each removed location gets its location.deleted event. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["location-purge"];
        /** The methods this path allows */
        options: operations["location-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one location
         * @description Call `location`: Where a device is: a point on the WGS84 ellipsoid. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location"];
        /**
         * Replace the fields of the request's version of a location
         * @description Call `location`: Where a device is: a point on the WGS84 ellipsoid. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        put: operations["location-replace"];
        /**
         * PUT, PATCH, DELETE for clients that can only POST
         * @description Send `_method` (PUT, PATCH, DELETE, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: PUT: Replace the fields of the request's version of a location; PATCH: Change some fields of a location; DELETE: Delete a location. Without either, 405. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["location-override"];
        /**
         * Delete a location
         * @description Call `location`: Where a device is: a point on the WGS84 ellipsoid. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["location-delete"];
        /** The methods this path allows */
        options: operations["location-options"];
        head?: never;
        /**
         * Change some fields of a location
         * @description Call `location`: Where a device is: a point on the WGS84 ellipsoid. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        patch: operations["location-patch"];
        trace?: never;
    };
    "/readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List readings, newest first
         * @description Call `reading-list`: Readings, newest first, one page at a time. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-list"];
        put?: never;
        /**
         * Create a reading
         * @description Call `reading`: Summary statistics that a sensor reported for an area over an interval. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). **Bulk ingest:** a JSON array, NDJSON or CSV body of 1 to 10000 items, each validated as one create of the batch's version, with `version_number` (and `atomic`) in the query string; the answer is 200 with one result per item, in order (docs/conventions.md, "Bulk ingest"). A POST with `_method` set to DELETE reaches that method instead. What it needs depends on the method: POST needs the write scope; DELETE needs the admin scope.
         */
        post: operations["reading-create"];
        /**
         * Remove the readings a filter matches
         * @description Call `reading-purge`: Removes every reading that matches the filters (admins only): the search's filters without limit, cursor and to, and `before` on `time`; at least one is required. dry_run=true counts them instead. Each removed reading gets its reading.deleted event. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["reading-purge"];
        /** The methods this path allows */
        options: operations["reading-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one reading
         * @description Call `reading`: Summary statistics that a sensor reported for an area over an interval. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading"];
        /**
         * Replace the fields of the request's version of a reading
         * @description Call `reading`: Summary statistics that a sensor reported for an area over an interval. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        put: operations["reading-replace"];
        /**
         * PUT, PATCH, DELETE for clients that can only POST
         * @description Send `_method` (PUT, PATCH, DELETE, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: PUT: Replace the fields of the request's version of a reading; PATCH: Change some fields of a reading; DELETE: Delete a reading. Without either, 405. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["reading-override"];
        /**
         * Delete a reading
         * @description Call `reading`: Summary statistics that a sensor reported for an area over an interval. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["reading-delete"];
        /** The methods this path allows */
        options: operations["reading-options"];
        head?: never;
        /**
         * Change some fields of a reading
         * @description Call `reading`: Summary statistics that a sensor reported for an area over an interval. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        patch: operations["reading-patch"];
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List devices, newest first
         * @description Call `device-list`: Devices, newest first, one page at a time. Versions: 1. Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["device-list"];
        put?: never;
        /**
         * Create a device
         * @description Call `device`: A device in the field, such as a GPS collar or a weather station: what locations and readings come from. Versions: 1. **Bulk ingest:** a JSON array, NDJSON or CSV body of 1 to 10000 items, each validated as one create of the batch's version, with `version_number` (and `atomic`) in the query string; the answer is 200 with one result per item, in order (docs/conventions.md, "Bulk ingest"). Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["device-create"];
        delete?: never;
        /** The methods this path allows */
        options: operations["device-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one device
         * @description Call `device`: A device in the field, such as a GPS collar or a weather station: what locations and readings come from. Versions: 1. Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["device"];
        /**
         * Replace the fields of the request's version of a device
         * @description Call `device`: A device in the field, such as a GPS collar or a weather station: what locations and readings come from. Versions: 1. Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        put: operations["device-replace"];
        /**
         * PUT, PATCH, DELETE for clients that can only POST
         * @description Send `_method` (PUT, PATCH, DELETE, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: PUT: Replace the fields of the request's version of a device; PATCH: Change some fields of a device; DELETE: Delete a device. Without either, 405. Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["device-override"];
        /**
         * Delete a device
         * @description Call `device`: A device in the field, such as a GPS collar or a weather station: what locations and readings come from. Versions: 1. Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["device-delete"];
        /** The methods this path allows */
        options: operations["device-options"];
        head?: never;
        /**
         * Change some fields of a device
         * @description Call `device`: A device in the field, such as a GPS collar or a weather station: what locations and readings come from. Versions: 1. Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        patch: operations["device-patch"];
        trace?: never;
    };
    "/locations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search locations by bounding box and time
         * @description Call `location-search`: Locations inside a bounding box and a time range, newest `timestamp` first; locations without a timestamp come last. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location-search"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-search-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest locations
         * @description Call `location-latest`: The newest locations by `timestamp`, then those without one (from version 3, of one device); one page at a time. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location-latest"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-latest-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/{id}/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locations near a location, nearest first
         * @description Call `location-nearby`: Other locations within `radius` metres of a location (great-circle distance), nearest first, each with `distance_m`. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location-nearby"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-nearby-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search readings by area, time and mean
         * @description Call `reading-search`: Readings by area (with * wildcards), time range and mean range, newest `time` first. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-search"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-search-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest reading of each area
         * @description Call `reading-latest`: The newest reading (by `time`, then id) of each area, areas in name order; from version 3, the newest of those that match device, quantity and unit. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-latest"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-latest-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pooled statistics per area
         * @description Call `reading-summary`: Pooled statistics of the matching readings per area, quantity and unit (never across units): readings, number, good, mean (and, from version 2, stdDev). Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-summary"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-summary-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readings of the same area up to this one's time
         * @description Call `reading-history`: The readings of a reading's area with `time` up to its own, itself included, newest first. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-history"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-history-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/retention-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What retention removed: the newest 100 runs, scheduled or asked for
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["retention-runs"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["retention-runs-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching location, as CSV, NDJSON or GeoJSON
         * @description Call `location-export`: Every location that location-search would page through, newest `timestamp` first (those without one last), as CSV, NDJSON or GeoJSON written as it is read: ask with Accept or a .csv, .ndjson or .geojson suffix. The search's parameters, without limit and cursor. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["location-export"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-export-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching reading, as CSV or NDJSON
         * @description Call `reading-export`: Every reading that reading-search would page through, newest `time` first, as CSV or NDJSON written as it is read: ask with Accept or a .csv or .ndjson suffix. The search's parameters, without limit and cursor. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says what was measured and in which unit. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["reading-export"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-export-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's locations in time order
         * @description Call `device-track`: A device's locations in time order: oldest `timestamp` first, id as the tiebreak. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["device-track"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["device-track-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's newest location and newest reading of each quantity
         * @description Call `device-latest`: A device's newest location (by `timestamp`, then id) and the newest reading (by `time`, then id) of each quantity it measured, in the fields of the request's version of `location` and `reading`. Versions: 1, 2, 3. **Version 1 is deprecated** since 2026-11-26, with no end date yet: Use version 3, which says which device was where and when. It keeps working as before; its answers carry `Deprecation`, `Link: </changes>; rel="deprecation"` and, once an end date is set, `Sunset` (see [/changes](/changes)). Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["device-latest"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["device-latest-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that creates a location (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["location-new"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-new-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locations/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that edits or deletes a location (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["location-edit"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["location-edit-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that creates a reading (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["reading-new"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-new-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readings/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that edits or deletes a reading (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["reading-edit"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["reading-edit-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that creates a device (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["device-new"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["device-new-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The form that edits or deletes a device (HTML only)
         * @description Needs the write scope: a key of scope write or admin, or a person signed in as an editor or an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["device-edit"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["device-edit-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pages' style sheet and script
         * @description Needs no credential.
         */
        get: operations["asset"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["asset-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change log, oldest first; live, as Server-Sent Events, with Accept: text/event-stream
         * @description Call `event-list`: The change log: one event per committed create, update and delete, oldest first. Versions: 1. Needs the read scope: any key, or any person signed in; without one, 401.
         */
        get: operations["event-list"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["event-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every webhook, oldest first, with its delivery counts (never a secret)
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["webhook-list"];
        put?: never;
        /**
         * Subscribe a URL to events; the answer holds the signing secret, shown this once
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["webhook-create"];
        delete?: never;
        /** The methods this path allows */
        options: operations["webhook-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook and its delivery counts (never its secret)
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["webhook"];
        put?: never;
        /**
         * PATCH, DELETE for clients that can only POST
         * @description Send `_method` (PATCH, DELETE, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: PATCH: Pause or resume a webhook (forms: POST with _method=PATCH); DELETE: Remove a webhook and its deliveries; nothing more is sent to it. Without either, 405. Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["webhook-override"];
        /**
         * Remove a webhook and its deliveries; nothing more is sent to it
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["webhook-delete"];
        /** The methods this path allows */
        options: operations["webhook-options"];
        head?: never;
        /**
         * Pause or resume a webhook (forms: POST with _method=PATCH)
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        patch: operations["webhook-change"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries, newest event first, each with its attempts, status and next try
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["webhook-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["webhook-deliveries-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sign-in form (HTML only)
         * @description Needs no credential.
         */
        get: operations["session-new"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["session-new-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: starts a session (a cookie) and redirects (303) to `next`
         * @description A POST with `_method` set to DELETE reaches that method instead. Needs no credential.
         */
        post: operations["session-create"];
        /**
         * Sign out: ends the session and removes its cookie
         * @description Needs no credential.
         */
        delete: operations["session-delete"];
        /** The methods this path allows */
        options: operations["session-create-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every API key, live ones first (never a secret)
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["key-list"];
        put?: never;
        /**
         * Make an API key; the answer holds the key itself, shown this once
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["key-create"];
        delete?: never;
        /** The methods this path allows */
        options: operations["key-list-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One live API key (never its secret)
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["key"];
        put?: never;
        /**
         * DELETE for clients that can only POST
         * @description Send `_method` (DELETE, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: DELETE: Revoke a key: it stops working within a second, in every process. Without either, 405. Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        post: operations["key-override"];
        /**
         * Revoke a key: it stops working within a second, in every process
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        delete: operations["key-revoke"];
        /** The methods this path allows */
        options: operations["key-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: false while shutting down
         * @description Needs no credential.
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["ready-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this process (text exposition format); admin, or METRICS_PORT without credentials
         * @description Needs the admin scope: a key of scope admin, or a person signed in as an admin; without one, 401, and with a smaller scope, 403.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["metrics-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document, generated from the registry
         * @description Needs no credential.
         */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["openapi-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same document in YAML
         * @description Needs no credential.
         */
        get: operations["openapi-yaml"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["openapi-yaml-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swagger UI for this document, with a version picker
         * @description Needs no credential.
         */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["docs-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Swagger UI's files, from the installed swagger-ui-dist package
         * @description Needs no credential.
         */
        get: operations["docs-asset"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["docs-asset-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed from each version of each call to the next, which versions are deprecated, and the rules across versions
         * @description Needs no credential.
         */
        get: operations["changes"];
        put?: never;
        post?: never;
        delete?: never;
        /** The methods this path allows */
        options: operations["changes-options"];
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        "home.answer": {
            data: {
                collections: {
                    name: string;
                    href: string;
                    call: string;
                    versions: number[];
                    count: number;
                }[];
                calls: {
                    name: string;
                    summary: string;
                    versions: number[];
                }[];
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * 400 request-malformed
         * @description The request is not valid HTTP/1.1. Send a request line (a method, a target of printable ASCII with anything else percent-encoded, HTTP/1.1), then well-formed header lines, and Content-Length or Transfer-Encoding, never both. The connection is closed after this answer.
         */
        "problem.request-malformed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/request-malformed";
            /** @constant */
            title: "The request is not valid HTTP/1.1";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 408 request-timeout
         * @description The request took too long to arrive. Retry on a new connection, sending the headers and then the whole request within the limits the detail names (by default 10 s and 25 s from the start).
         */
        "problem.request-timeout": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/request-timeout";
            /** @constant */
            title: "The request took too long to arrive";
            /** @constant */
            status: 408;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 431 headers-too-large
         * @description The request headers are too large. Keep the headers under 16 KiB in all; parameters belong in the query string or the body.
         */
        "problem.headers-too-large": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/headers-too-large";
            /** @constant */
            title: "The request headers are too large";
            /** @constant */
            status: 431;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 400 host-invalid
         * @description The request needs exactly one Host header. Send one Host header naming the server (RFC 9112 §3.2), as every HTTP/1.1 client library does.
         */
        "problem.host-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/host-invalid";
            /** @constant */
            title: "The request needs exactly one Host header";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of host-invalid. */
            hosts?: unknown;
        };
        /**
         * 417 expectation-failed
         * @description The Expect header names an expectation this server cannot meet. Leave Expect out, or send Expect: 100-continue (RFC 9110 §10.1.1), the only expectation there is.
         */
        "problem.expectation-failed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/expectation-failed";
            /** @constant */
            title: "The Expect header names an expectation this server cannot meet";
            /** @constant */
            status: 417;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of expectation-failed. */
            expect?: unknown;
        };
        /**
         * 501 transfer-coding-unsupported
         * @description The request's transfer coding is not implemented. Send the body with Content-Length, or with Transfer-Encoding: chunked alone (RFC 9112 §6.1); compress nothing in transit.
         */
        "problem.transfer-coding-unsupported": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/transfer-coding-unsupported";
            /** @constant */
            title: "The request's transfer coding is not implemented";
            /** @constant */
            status: 501;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of transfer-coding-unsupported. */
            transfer_encoding?: unknown;
        };
        /**
         * 415 content-encoding-unsupported
         * @description The request body's content coding is not accepted. Send the body uncompressed, without a Content-Encoding header (or with Content-Encoding: identity), as the Accept-Encoding header of this answer says.
         */
        "problem.content-encoding-unsupported": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/content-encoding-unsupported";
            /** @constant */
            title: "The request body's content coding is not accepted";
            /** @constant */
            status: 415;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of content-encoding-unsupported. */
            content_encoding?: unknown;
            /** @description The request body media types accepted. */
            accepted?: string[];
        };
        /**
         * 503 service-unavailable
         * @description The service is shutting down or its storage is unavailable. Retry the request after a short wait, against a running instance.
         */
        "problem.service-unavailable": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/service-unavailable";
            /** @constant */
            title: "The service is shutting down or its storage is unavailable";
            /** @constant */
            status: 503;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of service-unavailable. */
            storage?: unknown;
        };
        /**
         * 429 rate-limited
         * @description Too many requests from this client. Wait the number of seconds in the Retry-After header (also `retry_after`), then send again; spread requests over the window named in RateLimit-Policy.
         */
        "problem.rate-limited": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/rate-limited";
            /** @constant */
            title: "Too many requests from this client";
            /** @constant */
            status: 429;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The limit that was reached. */
            limit?: number;
            /** @description The length of the rate-limit window, in seconds. */
            window_seconds?: number;
            /** @description Seconds to wait before sending again. */
            retry_after?: number;
        };
        /**
         * 400 body-shape
         * @description The request body is not a flat set of parameters. Send one object (JSON), one root element (XML) or one form whose parameters are plain values: no nesting, no arrays, within the parameter limit.
         */
        "problem.body-shape": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-shape";
            /** @constant */
            title: "The request body is not a flat set of parameters";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of body-shape. */
            parameter?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-shape. */
            position?: unknown;
            /** @description The limit that was reached. */
            limit?: number;
        };
        /**
         * 400 override-invalid
         * @description Method override is not allowed here. Only POST may be overridden: send POST with _method (in the body) or X-HTTP-Method-Override set to PUT, PATCH or DELETE.
         */
        "problem.override-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/override-invalid";
            /** @constant */
            title: "Method override is not allowed here";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The methods that are allowed. */
            allowed?: string[];
            /** @description Extension member (RFC 9457 §3.2) of override-invalid. */
            method?: unknown;
        };
        /**
         * 406 not-acceptable
         * @description None of the requested formats is offered. Ask for one of the media types in `available` with the Accept header, or add a .json, .xml or .html suffix to the path.
         */
        "problem.not-acceptable": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/not-acceptable";
            /** @constant */
            title: "None of the requested formats is offered";
            /** @constant */
            status: 406;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The response media types offered. */
            available?: string[];
        };
        /**
         * 422 invalid-parameters
         * @description Some parameters are invalid. Correct every parameter listed in `errors`: each entry says what was expected and what was received.
         */
        "problem.invalid-parameters": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/invalid-parameters";
            /** @constant */
            title: "Some parameters are invalid";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description One entry per invalid parameter, all at once. */
            errors?: components["schemas"]["ParameterError"][];
        };
        /** @description One invalid parameter: what was expected and what arrived. */
        ParameterError: {
            /** @example latitude */
            parameter: string;
            /**
             * @description The failed check: required, unknown, duplicate, type, minimum, maximum, pattern, format, …
             * @example maximum
             */
            code: string;
            /** @example latitude must be <= 90 */
            message: string;
            /** @example number from -90 to 90 */
            expected: string;
            /**
             * @description The value as sent (absent when the parameter was missing).
             * @example 123
             */
            received?: unknown;
        };
        /**
         * 400 idempotency-key-invalid
         * @description The Idempotency-Key header is not usable. Send one Idempotency-Key of 1 to 255 visible ASCII characters, such as a UUID, and reuse it only to retry the same request.
         */
        "problem.idempotency-key-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/idempotency-key-invalid";
            /** @constant */
            title: "The Idempotency-Key header is not usable";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 500 internal-error
         * @description The server failed to answer. This is not your mistake. Retry later; if it persists, report the request_id to the operators.
         */
        "problem.internal-error": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/internal-error";
            /** @constant */
            title: "The server failed to answer";
            /** @constant */
            status: 500;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 403 origin-not-allowed
         * @description This origin may not call the interface from a browser. Call from an origin the operators list in CORS_ORIGINS, or call from a server, where CORS does not apply.
         */
        "problem.origin-not-allowed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/origin-not-allowed";
            /** @constant */
            title: "This origin may not call the interface from a browser";
            /** @constant */
            status: 403;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of origin-not-allowed. */
            origin?: unknown;
        };
        "health.answer": {
            data: unknown;
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "problems.answer": {
            data: {
                type: string;
                status: number;
                title: string;
                fix: string;
                members?: string[];
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "problem.answer": {
            data: {
                type: string;
                status: number;
                title: string;
                fix: string;
                members?: string[];
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * 400 path-malformed
         * @description The path is not valid. Percent-encode the path as RFC 3986 §2.1 requires: every "%" starts a two-digit hex escape of UTF-8 bytes.
         */
        "problem.path-malformed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/path-malformed";
            /** @constant */
            title: "The path is not valid";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of path-malformed. */
            segment?: unknown;
        };
        /**
         * 404 route-not-found
         * @description No route has this path. Check the path against the collections listed in `collections`, or read the API document at /openapi.json.
         */
        "problem.route-not-found": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/route-not-found";
            /** @constant */
            title: "No route has this path";
            /** @constant */
            status: 404;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The collections that exist. */
            collections?: string[];
        };
        /**
         * location version 1
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 1.
         */
        "location.v1": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        /** @deprecated */
        "location-list.v1.answer": {
            data: components["schemas"]["location.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * location version 2
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 2.
         */
        "location.v2": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number | null;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        "location-list.v2.answer": {
            data: components["schemas"]["location.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * location version 3
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 3.
         */
        "location.v3": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number | null;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string | null;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string | null;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy: number | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        "location-list.v3.answer": {
            data: components["schemas"]["location.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "location.v1.answer": {
            data: components["schemas"]["location.v1"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "location.v2.answer": {
            data: components["schemas"]["location.v2"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "location.v3.answer": {
            data: components["schemas"]["location.v3"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * location version 1
         * @deprecated
         * @description every field of location version 1.
         */
        "location.v1.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
        };
        /**
         * location version 2
         * @description every field of location version 2. Adds the device's speed and the time it was at the location; both are required.
         */
        "location.v2.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
        };
        /**
         * location version 3
         * @description every field but the optional accuracy (left out of a PUT, they are cleared) of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).
         */
        "location.v3.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy?: number;
        };
        /**
         * location version 1, as a batch item
         * @deprecated
         * @description every field of location version 1. version_number and action may be left out; when sent they must be the batch's.
         */
        "location-batch.v1.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number?: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
        };
        /**
         * location-batch version 1
         * @deprecated
         * @description A batch of location version 1 creates: 1 to 10000 objects.
         */
        "location-batch.v1.body": components["schemas"]["location-batch.v1.item"][];
        /**
         * location version 2, as a batch item
         * @description every field of location version 2. Adds the device's speed and the time it was at the location; both are required. version_number and action may be left out; when sent they must be the batch's.
         */
        "location-batch.v2.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number?: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
        };
        /**
         * location-batch version 2
         * @description A batch of location version 2 creates: 1 to 10000 objects.
         */
        "location-batch.v2.body": components["schemas"]["location-batch.v2.item"][];
        /**
         * location version 3, as a batch item
         * @description every field but the optional accuracy (left out of a PUT, they are cleared) of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional). version_number and action may be left out; when sent they must be the batch's.
         */
        "location-batch.v3.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number?: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy?: number;
        };
        /**
         * location-batch version 3
         * @description A batch of location version 3 creates: 1 to 10000 objects.
         */
        "location-batch.v3.body": components["schemas"]["location-batch.v3.item"][];
        /**
         * 400 body-malformed (an item of a batch)
         * @description The request body does not parse. Send well-formed JSON, form encoding or XML that matches the Content-Type header. The detail gives the parser's message and position where it has one.
         */
        "batch.problem.body-malformed": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            line?: unknown;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-malformed";
            /** @constant */
            title: "The request body does not parse";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            parser?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            position?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            column?: unknown;
        };
        /**
         * 400 body-shape (an item of a batch)
         * @description The request body is not a flat set of parameters. Send one object (JSON), one root element (XML) or one form whose parameters are plain values: no nesting, no arrays, within the parameter limit.
         */
        "batch.problem.body-shape": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-shape";
            /** @constant */
            title: "The request body is not a flat set of parameters";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description Extension member (RFC 9457 §3.2) of body-shape. */
            parameter?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-shape. */
            position?: unknown;
            /** @description The limit that was reached. */
            limit?: number;
        };
        /**
         * 413 body-too-large (an item of a batch)
         * @description The request body is too large. Send a body within the limit given in `limit_bytes`.
         */
        "batch.problem.body-too-large": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-too-large";
            /** @constant */
            title: "The request body is too large";
            /** @constant */
            status: 413;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The largest body accepted, in bytes. */
            limit_bytes?: number;
        };
        /**
         * 400 version-invalid (an item of a batch)
         * @description version_number is not an integer. Send version_number as a JSON integer or a string of decimal digits, such as 1 or "2".
         */
        "batch.problem.version-invalid": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/version-invalid";
            /** @constant */
            title: "version_number is not an integer";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description Extension member (RFC 9457 §3.2) of version-invalid. */
            call?: unknown;
            /** @description The versions this call supports. */
            supported?: number[];
            /** @description Extension member (RFC 9457 §3.2) of version-invalid. */
            received?: unknown;
        };
        /**
         * 400 batch-version-mismatch (an item of a batch)
         * @description An item names another version than its batch. Leave version_number out of the items (the batch's version_number, in the query string, applies to all of them), or send the batch's version in each; send items of different versions in separate batches.
         */
        "batch.problem.batch-version-mismatch": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/batch-version-mismatch";
            /** @constant */
            title: "An item names another version than its batch";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description Extension member (RFC 9457 §3.2) of batch-version-mismatch. */
            expected?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of batch-version-mismatch. */
            received?: unknown;
        };
        /**
         * 400 action-mismatch (an item of a batch)
         * @description action does not name this route's call. Leave action out (the route implies it) or send the call named in `expected`.
         */
        "batch.problem.action-mismatch": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/action-mismatch";
            /** @constant */
            title: "action does not name this route's call";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description Extension member (RFC 9457 §3.2) of action-mismatch. */
            expected?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of action-mismatch. */
            received?: unknown;
        };
        /**
         * 422 invalid-parameters (an item of a batch)
         * @description Some parameters are invalid. Correct every parameter listed in `errors`: each entry says what was expected and what was received.
         */
        "batch.problem.invalid-parameters": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @description NDJSON only: the item's line in the body, from 1. */
            line?: number;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/invalid-parameters";
            /** @constant */
            title: "Some parameters are invalid";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description One entry per invalid parameter, all at once. */
            errors?: components["schemas"]["ParameterError"][];
        };
        /**
         * A stored item
         * @description An item of a batch that was stored.
         */
        "batch.created": {
            /** @description The item's position in the batch, from 0. */
            index: number;
            /** @constant */
            status: 201;
            /** @description CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted). */
            row?: number;
            /** @description The new resource's identifier. */
            id: string;
            /** @description The new resource's URL. */
            location: string;
        };
        /** @deprecated */
        "location-batch.v1.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-batch.v2.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-batch.v3.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "location-purge.v1.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "location-purge.v2.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "location-purge.v3.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * 400 version-missing
         * @description version_number is missing. Send version_number in the query string (GET, HEAD, DELETE) or in the body (POST, PUT, PATCH). The problem lists the versions this call supports.
         */
        "problem.version-missing": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/version-missing";
            /** @constant */
            title: "version_number is missing";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of version-missing. */
            call?: unknown;
            /** @description The versions this call supports. */
            supported?: number[];
            /** @description Extension member (RFC 9457 §3.2) of version-missing. */
            parameter_location?: unknown;
        };
        /**
         * 400 version-invalid
         * @description version_number is not an integer. Send version_number as a JSON integer or a string of decimal digits, such as 1 or "2".
         */
        "problem.version-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/version-invalid";
            /** @constant */
            title: "version_number is not an integer";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of version-invalid. */
            call?: unknown;
            /** @description The versions this call supports. */
            supported?: number[];
            /** @description Extension member (RFC 9457 §3.2) of version-invalid. */
            received?: unknown;
        };
        /**
         * 400 version-unsupported
         * @description This version of the call is not supported. Send one of the versions listed in `supported`.
         */
        "problem.version-unsupported": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/version-unsupported";
            /** @constant */
            title: "This version of the call is not supported";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of version-unsupported. */
            call?: unknown;
            /** @description The versions this call supports. */
            supported?: number[];
            /** @description Extension member (RFC 9457 §3.2) of version-unsupported. */
            received?: unknown;
        };
        /**
         * 400 action-mismatch
         * @description action does not name this route's call. Leave action out (the route implies it) or send the call named in `expected`.
         */
        "problem.action-mismatch": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/action-mismatch";
            /** @constant */
            title: "action does not name this route's call";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of action-mismatch. */
            expected?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of action-mismatch. */
            received?: unknown;
        };
        /**
         * 400 cursor-invalid
         * @description The cursor is not valid for this route. Pass back a next_cursor value exactly as a previous page of the same route returned it, or omit cursor for the first page.
         */
        "problem.cursor-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/cursor-invalid";
            /** @constant */
            title: "The cursor is not valid for this route";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of cursor-invalid. */
            reason?: unknown;
        };
        /**
         * 401 authentication-required
         * @description This route needs a credential. Send an API key as `Authorization: Bearer fl_…` (an operator makes one with npm run keys -- create), or sign in at /session/new and send the session cookie. `scope` names the scope the route needs.
         */
        "problem.authentication-required": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/authentication-required";
            /** @constant */
            title: "This route needs a credential";
            /** @constant */
            status: 401;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /**
             * @description The scope this route needs.
             * @enum {string}
             */
            scope?: "read" | "write" | "admin";
            /** @description Where a person signs in: /session/new. */
            sign_in?: string;
        };
        /**
         * 401 credentials-invalid
         * @description The credential sent is not valid. The key or session is unknown, revoked, expired or malformed. Send a live key as `Authorization: Bearer fl_…` (exactly one header, nothing else in it), or sign in again at /session/new.
         */
        "problem.credentials-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/credentials-invalid";
            /** @constant */
            title: "The credential sent is not valid";
            /** @constant */
            status: 401;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Where a person signs in: /session/new. */
            sign_in?: string;
        };
        /**
         * 400 parameters-in-url
         * @description Parameters belong in the body for this method. POST, PUT and PATCH carry their parameters, version_number included, in the request body. Move the named query parameters into the body.
         */
        "problem.parameters-in-url": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/parameters-in-url";
            /** @constant */
            title: "Parameters belong in the body for this method";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The parameters that were sent in the wrong place. */
            parameters?: string[];
        };
        /**
         * 400 body-malformed
         * @description The request body does not parse. Send well-formed JSON, form encoding or XML that matches the Content-Type header. The detail gives the parser's message and position where it has one.
         */
        "problem.body-malformed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-malformed";
            /** @constant */
            title: "The request body does not parse";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            parser?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            position?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            line?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of body-malformed. */
            column?: unknown;
        };
        /**
         * 413 body-too-large
         * @description The request body is too large. Send a body within the limit given in `limit_bytes`.
         */
        "problem.body-too-large": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/body-too-large";
            /** @constant */
            title: "The request body is too large";
            /** @constant */
            status: 413;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The largest body accepted, in bytes. */
            limit_bytes?: number;
        };
        /**
         * 415 unsupported-media-type
         * @description The request body's media type is not accepted. Send the body as one of the media types listed in `accepted`, and name it in Content-Type (charset utf-8 if any).
         */
        "problem.unsupported-media-type": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/unsupported-media-type";
            /** @constant */
            title: "The request body's media type is not accepted";
            /** @constant */
            status: 415;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The request body media types accepted. */
            accepted?: string[];
        };
        /**
         * 405 method-not-allowed
         * @description This method is not allowed on this path. Use one of the methods in the Allow header. Clients that cannot send PUT, PATCH or DELETE send POST with _method.
         */
        "problem.method-not-allowed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/method-not-allowed";
            /** @constant */
            title: "This method is not allowed on this path";
            /** @constant */
            status: 405;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of method-not-allowed. */
            method?: unknown;
            /** @description The methods that are allowed. */
            allowed?: string[];
        };
        /**
         * 403 cross-site-form
         * @description A form on another site may not change data here. Submit the form from a page of this site. Programs send JSON or XML bodies (with or without Origin), or form bodies without a foreign Origin header; browser code on other origins calls the interface with JSON through CORS.
         */
        "problem.cross-site-form": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/cross-site-form";
            /** @constant */
            title: "A form on another site may not change data here";
            /** @constant */
            status: 403;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of cross-site-form. */
            origin?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of cross-site-form. */
            sec_fetch_site?: unknown;
        };
        /**
         * 422 idempotency-key-reused
         * @description This Idempotency-Key was used for a different request. Use a new key for a new request. A key may be resent only with exactly the parameters it was first sent with.
         */
        "problem.idempotency-key-reused": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/idempotency-key-reused";
            /** @constant */
            title: "This Idempotency-Key was used for a different request";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of idempotency-key-reused. */
            key?: unknown;
        };
        /**
         * 403 scope-insufficient
         * @description The credential does not grant this. Use a key or a person whose scope includes the one named in `scope` (read < write < admin); an operator makes one with npm run keys -- create --scope SCOPE.
         */
        "problem.scope-insufficient": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/scope-insufficient";
            /** @constant */
            title: "The credential does not grant this";
            /** @constant */
            status: 403;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /**
             * @description The scope this route needs.
             * @enum {string}
             */
            scope?: "read" | "write" | "admin";
            /**
             * @description The scope the credential sent holds.
             * @enum {string}
             */
            granted?: "read" | "write" | "admin";
        };
        /**
         * 400 batch-empty
         * @description The batch holds no items. Send at least one item: a JSON array of objects, or NDJSON with one object per line (blank lines do not count).
         */
        "problem.batch-empty": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/batch-empty";
            /** @constant */
            title: "The batch holds no items";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 413 batch-too-large
         * @description The batch holds too many items. Split the items into batches of at most `limit` each and send them one after the other.
         */
        "problem.batch-too-large": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/batch-too-large";
            /** @constant */
            title: "The batch holds too many items";
            /** @constant */
            status: 413;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The limit that was reached. */
            limit?: number;
        };
        /**
         * 422 batch-invalid
         * @description Some items of an all-or-nothing batch are invalid. Nothing was stored. Correct every item listed in `items` (each has its index and its problem, as a single create would answer) and send the batch again, or leave out atomic=true to store the valid items alone.
         */
        "problem.batch-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/batch-invalid";
            /** @constant */
            title: "Some items of an all-or-nothing batch are invalid";
            /** @constant */
            status: 422;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Each refused item of the batch: its index and the problem a single create would have answered. */
            items?: (components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            /** @description Extension member (RFC 9457 §3.2) of batch-invalid. */
            received?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of batch-invalid. */
            failed?: unknown;
        };
        /**
         * 400 idempotency-key-unsupported
         * @description Idempotency-Key is not supported on a batch. Send the batch without Idempotency-Key. A batch is not remembered by key, so a retry after a lost answer may store its items twice; to make each item safe to retry, create it alone with its own key.
         */
        "problem.idempotency-key-unsupported": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/idempotency-key-unsupported";
            /** @constant */
            title: "Idempotency-Key is not supported on a batch";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 400 filter-required
         * @description Removing rows of a collection needs a filter. Name at least one of the parameters in `filters` (such as before, to remove the rows older than an instant); add dry_run=true to see how many rows would go first. Nothing was removed.
         */
        "problem.filter-required": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/filter-required";
            /** @constant */
            title: "Removing rows of a collection needs a filter";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of filter-required. */
            filters?: unknown;
        };
        /**
         * DELETE through POST, location-purge version 1
         * @deprecated
         * @description every field of location-purge version 1.
         */
        "location-purge.v1.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location-purge".
             * @example location-purge
             * @constant
             */
            action?: "location-purge";
            /**
             * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
             * @example 5.9,47.3,15.0,55.1
             */
            bbox?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
        };
        /**
         * DELETE through POST, location-purge version 2
         * @description every field of location-purge version 2. Adds from and to, on timestamp (a version 2 field); items carry the fields of location version 2.
         */
        "location-purge.v2.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location-purge".
             * @example location-purge
             * @constant
             */
            action?: "location-purge";
            /**
             * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
             * @example 5.9,47.3,15.0,55.1
             */
            bbox?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
            /**
             * Format: date-time
             * @description Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * Format: date-time
             * @description Only locations whose `timestamp` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-12-01T00:00:00Z
             */
            before?: string;
        };
        /**
         * DELETE through POST, location-purge version 3
         * @description every field of location-purge version 3. Adds device, a filter on the device (a version 3 field); items carry the fields of location version 3.
         */
        "location-purge.v3.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location-purge".
             * @example location-purge
             * @constant
             */
            action?: "location-purge";
            /**
             * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
             * @example 5.9,47.3,15.0,55.1
             */
            bbox?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
            /**
             * Format: date-time
             * @description Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * Format: date-time
             * @description Only locations whose `timestamp` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-12-01T00:00:00Z
             */
            before?: string;
            /**
             * @description Only the locations of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * location version 1
         * @deprecated
         * @description any subset of the fields of location version 1.
         */
        "location.v1.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
        };
        /**
         * location version 2
         * @description any subset of the fields of location version 2. Adds the device's speed and the time it was at the location; both are required.
         */
        "location.v2.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed?: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp?: string;
        };
        /**
         * location version 3
         * @description any subset of the fields of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).
         */
        "location.v3.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed?: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp?: string;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy?: number;
        };
        /**
         * 404 resource-not-found
         * @description No resource has this identifier. Check the identifier: it may have been deleted. List the collection to find current identifiers.
         */
        "problem.resource-not-found": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/resource-not-found";
            /** @constant */
            title: "No resource has this identifier";
            /** @constant */
            status: 404;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of resource-not-found. */
            collection?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of resource-not-found. */
            id?: unknown;
        };
        /**
         * 412 precondition-failed
         * @description The resource's current state fails the request's precondition. If-Match: GET the resource again, reapply your change to what you get, and send it with the new ETag in If-Match. If-None-Match on a write: the resource exists (or is in the named state); leave the header out, or name the current ETag in If-Match instead.
         */
        "problem.precondition-failed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/precondition-failed";
            /** @constant */
            title: "The resource's current state fails the request's precondition";
            /** @constant */
            status: 412;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of precondition-failed. */
            etag?: unknown;
        };
        /**
         * PUT through POST, location version 1
         * @deprecated
         * @description every field of location version 1.
         */
        "location.v1.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
        };
        /**
         * PUT through POST, location version 2
         * @description every field of location version 2. Adds the device's speed and the time it was at the location; both are required.
         */
        "location.v2.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
        };
        /**
         * PUT through POST, location version 3
         * @description every field but the optional accuracy (left out of a PUT, they are cleared) of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).
         */
        "location.v3.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy?: number;
        };
        /**
         * PATCH through POST, location version 1
         * @deprecated
         * @description any subset of the fields of location version 1.
         */
        "location.v1.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
        };
        /**
         * PATCH through POST, location version 2
         * @description any subset of the fields of location version 2. Adds the device's speed and the time it was at the location; both are required.
         */
        "location.v2.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed?: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp?: string;
        };
        /**
         * PATCH through POST, location version 3
         * @description any subset of the fields of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).
         */
        "location.v3.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude?: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude?: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude?: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed?: number;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp?: string;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy?: number;
        };
        /**
         * DELETE through POST, location version 1
         * @deprecated
         * @description no fields of location version 1.
         */
        "location.v1.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
        };
        /**
         * DELETE through POST, location version 2
         * @description no fields of location version 2. Adds the device's speed and the time it was at the location; both are required.
         */
        "location.v2.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
        };
        /**
         * DELETE through POST, location version 3
         * @description no fields of location version 3. Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).
         */
        "location.v3.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "location".
             * @example location
             * @constant
             */
            action?: "location";
        };
        /**
         * 404 action-in-path
         * @description Paths name things, not actions. Use the method-and-path given in the detail: the HTTP method is the action, and the path names the resource.
         */
        "problem.action-in-path": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/action-in-path";
            /** @constant */
            title: "Paths name things, not actions";
            /** @constant */
            status: 404;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of action-in-path. */
            instead?: unknown;
        };
        /**
         * reading version 1
         * @description Summary statistics that a sensor reported for an area over an interval. The fields of version 1.
         */
        "reading.v1": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        /** @deprecated */
        "reading-list.v1.answer": {
            data: components["schemas"]["reading.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * reading version 2
         * @description Summary statistics that a sensor reported for an area over an interval. The fields of version 2.
         */
        "reading.v2": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number | null;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number | null;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        "reading-list.v2.answer": {
            data: components["schemas"]["reading.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * reading version 3
         * @description Summary statistics that a sensor reported for an area over an interval. The fields of version 3.
         */
        "reading.v3": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number | null;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number | null;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number | null;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity: string | null;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit: string | null;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        "reading-list.v3.answer": {
            data: components["schemas"]["reading.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading.v1.answer": {
            data: components["schemas"]["reading.v1"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "reading.v2.answer": {
            data: components["schemas"]["reading.v2"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "reading.v3.answer": {
            data: components["schemas"]["reading.v3"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * reading version 1
         * @deprecated
         * @description every field of reading version 1.
         */
        "reading.v1.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
        };
        /**
         * reading version 2
         * @description every field of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required.
         */
        "reading.v2.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
        };
        /**
         * reading version 3
         * @description every field but the optional device (left out of a PUT, they are cleared) of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).
         */
        "reading.v3.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity: string;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit: string;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * reading version 1, as a batch item
         * @deprecated
         * @description every field of reading version 1. version_number and action may be left out; when sent they must be the batch's.
         */
        "reading-batch.v1.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number?: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
        };
        /**
         * reading-batch version 1
         * @deprecated
         * @description A batch of reading version 1 creates: 1 to 10000 objects.
         */
        "reading-batch.v1.body": components["schemas"]["reading-batch.v1.item"][];
        /**
         * reading version 2, as a batch item
         * @description every field of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required. version_number and action may be left out; when sent they must be the batch's.
         */
        "reading-batch.v2.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number?: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
        };
        /**
         * reading-batch version 2
         * @description A batch of reading version 2 creates: 1 to 10000 objects.
         */
        "reading-batch.v2.body": components["schemas"]["reading-batch.v2.item"][];
        /**
         * reading version 3, as a batch item
         * @description every field but the optional device (left out of a PUT, they are cleared) of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional). version_number and action may be left out; when sent they must be the batch's.
         */
        "reading-batch.v3.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number?: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity: string;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit: string;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * reading-batch version 3
         * @description A batch of reading version 3 creates: 1 to 10000 objects.
         */
        "reading-batch.v3.body": components["schemas"]["reading-batch.v3.item"][];
        /** @deprecated */
        "reading-batch.v1.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-batch.v2.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-batch.v3.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading-purge.v1.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "reading-purge.v2.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "reading-purge.v3.answer": {
            data: {
                /** @description The collection rows were removed from. */
                collection: string;
                /** @description true: nothing was removed; `count` is how many rows would be. */
                dry_run: boolean;
                /** @description Rows removed by the time of the answer, or, in a dry run, rows that would be removed. */
                count: number;
                /** @description false: more rows matched than are removed before an answer; the rest are being removed in the background (see `run`). */
                complete: boolean;
                /** @description The id of this removal in the retention_runs table, where its progress and end are recorded; null in a dry run. */
                run: number | null;
                /** @description The filters applied, by parameter name, as sent. */
                filter: {
                    [key: string]: string | number;
                };
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-purge";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * DELETE through POST, reading-purge version 1
         * @deprecated
         * @description every field of reading-purge version 1.
         */
        "reading-purge.v1.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading-purge".
             * @example reading-purge
             * @constant
             */
            action?: "reading-purge";
            /**
             * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
             * @example bonn:*
             */
            area?: string;
            /**
             * Format: date-time
             * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * @description Only readings whose `mean` is at least this. Expected: finite number.
             * @example 0
             */
            min_mean?: number;
            /**
             * @description Only readings whose `mean` is at most this. Expected: finite number.
             * @example 30
             */
            max_mean?: number;
            /**
             * Format: date-time
             * @description Only readings whose `time` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-12-01T00:00:00Z
             */
            before?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
        };
        /**
         * DELETE through POST, reading-purge version 2
         * @description every field of reading-purge version 2. Items carry the fields of reading version 2.
         */
        "reading-purge.v2.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading-purge".
             * @example reading-purge
             * @constant
             */
            action?: "reading-purge";
            /**
             * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
             * @example bonn:*
             */
            area?: string;
            /**
             * Format: date-time
             * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * @description Only readings whose `mean` is at least this. Expected: finite number.
             * @example 0
             */
            min_mean?: number;
            /**
             * @description Only readings whose `mean` is at most this. Expected: finite number.
             * @example 30
             */
            max_mean?: number;
            /**
             * Format: date-time
             * @description Only readings whose `time` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-12-01T00:00:00Z
             */
            before?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
        };
        /**
         * DELETE through POST, reading-purge version 3
         * @description every field of reading-purge version 3. Adds device, quantity and unit, filters on version 3 fields; items carry the fields of reading version 3.
         */
        "reading-purge.v3.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading-purge".
             * @example reading-purge
             * @constant
             */
            action?: "reading-purge";
            /**
             * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
             * @example bonn:*
             */
            area?: string;
            /**
             * Format: date-time
             * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-01T00:00:00Z
             */
            from?: string;
            /**
             * @description Only readings whose `mean` is at least this. Expected: finite number.
             * @example 0
             */
            min_mean?: number;
            /**
             * @description Only readings whose `mean` is at most this. Expected: finite number.
             * @example 30
             */
            max_mean?: number;
            /**
             * Format: date-time
             * @description Only readings whose `time` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-12-01T00:00:00Z
             */
            before?: string;
            /**
             * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
             * @default false
             * @example true
             */
            dry_run: boolean;
            /**
             * @description Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
            /**
             * @description Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity?: string;
            /**
             * @description Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit?: string;
        };
        /**
         * reading version 1
         * @deprecated
         * @description any subset of the fields of reading version 1.
         */
        "reading.v1.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
        };
        /**
         * reading version 2
         * @description any subset of the fields of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required.
         */
        "reading.v2.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen?: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span?: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev?: number;
        };
        /**
         * reading version 3
         * @description any subset of the fields of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).
         */
        "reading.v3.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen?: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span?: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev?: number;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity?: string;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit?: string;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * PUT through POST, reading version 1
         * @deprecated
         * @description every field of reading version 1.
         */
        "reading.v1.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
        };
        /**
         * PUT through POST, reading version 2
         * @description every field of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required.
         */
        "reading.v2.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
        };
        /**
         * PUT through POST, reading version 3
         * @description every field but the optional device (left out of a PUT, they are cleared) of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).
         */
        "reading.v3.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev: number;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity: string;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit: string;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * PATCH through POST, reading version 1
         * @deprecated
         * @description any subset of the fields of reading version 1.
         */
        "reading.v1.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
        };
        /**
         * PATCH through POST, reading version 2
         * @description any subset of the fields of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required.
         */
        "reading.v2.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen?: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span?: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev?: number;
        };
        /**
         * PATCH through POST, reading version 3
         * @description any subset of the fields of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).
         */
        "reading.v3.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
            /**
             * Format: date-time
             * @description End of the measuring interval: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:00:00Z
             */
            time?: string;
            /**
             * @description Name of the area the sensor covers. Expected: 1 to 128 characters of A-Z a-z 0-9 . _ : -.
             * @example bonn:rheinaue
             */
            area?: string;
            /**
             * @description Mean of the samples in the interval (any finite number). Expected: finite number.
             * @example 21.5
             */
            mean?: number;
            /**
             * @description How many samples passed the sensor's quality check; at most `number`. Expected: integer from 0 to 9007199254740991.
             * @example 58
             */
            good?: number;
            /**
             * @description How many samples the summary covers. Expected: integer from 0 to 9007199254740991.
             * @example 60
             */
            number?: number;
            /**
             * @description How many samples the sensor saw, counted or not; at least `number`. Expected: integer from 0 to 9007199254740991.
             * @example 64
             */
            seen?: number;
            /**
             * @description Length of the measuring interval in seconds. Unit: seconds. Expected: number >= 0.
             * @example 60
             */
            span?: number;
            /**
             * @description Standard deviation of the samples in the interval. Expected: number >= 0.
             * @example 0.8
             */
            stdDev?: number;
            /**
             * @description What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`. Expected: 1 to 64 characters of a-z 0-9 _.
             * @example air_temperature
             */
            quantity?: string;
            /**
             * @description The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity. Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
             * @example Cel
             */
            unit?: string;
            /**
             * @description The id of the device that measured (an existing device, see /devices); optional. Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device?: string;
        };
        /**
         * DELETE through POST, reading version 1
         * @deprecated
         * @description no fields of reading version 1.
         */
        "reading.v1.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
        };
        /**
         * DELETE through POST, reading version 2
         * @description no fields of reading version 2. Adds the samples seen, the interval's length and the standard deviation; all are required.
         */
        "reading.v2.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 2
             * @constant
             */
            version_number: 2;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
        };
        /**
         * DELETE through POST, reading version 3
         * @description no fields of reading version 3. Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).
         */
        "reading.v3.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 3
             * @constant
             */
            version_number: 3;
            /**
             * @description Optional: the route implies the call; when sent it must be "reading".
             * @example reading
             * @constant
             */
            action?: "reading";
        };
        /**
         * device version 1
         * @description A device in the field, such as a GPS collar or a weather station: what locations and readings come from. The fields of version 1.
         */
        "device.v1": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind: string | null;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description: string | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
        };
        "device-list.v1.answer": {
            data: components["schemas"]["device.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "device.v1.answer": {
            data: components["schemas"]["device.v1"];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /**
         * device version 1
         * @description every field but the optional kind, description (left out of a PUT, they are cleared) of device version 1.
         */
        "device.v1.all": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind?: string;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description?: string;
        };
        /**
         * device version 1, as a batch item
         * @description every field but the optional kind, description (left out of a PUT, they are cleared) of device version 1. version_number and action may be left out; when sent they must be the batch's.
         */
        "device-batch.v1.item": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number?: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind?: string;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description?: string;
        };
        /**
         * device-batch version 1
         * @description A batch of device version 1 creates: 1 to 10000 objects.
         */
        "device-batch.v1.body": components["schemas"]["device-batch.v1.item"][];
        "device-batch.v1.answer": {
            data: (components["schemas"]["batch.created"] | components["schemas"]["batch.problem.body-malformed"] | components["schemas"]["batch.problem.body-shape"] | components["schemas"]["batch.problem.body-too-large"] | components["schemas"]["batch.problem.version-invalid"] | components["schemas"]["batch.problem.batch-version-mismatch"] | components["schemas"]["batch.problem.action-mismatch"] | components["schemas"]["batch.problem.invalid-parameters"])[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-batch";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items the batch held. */
                received: number;
                /** @description How many items were stored. */
                created: number;
                /** @description How many items were refused; their results say why. */
                failed: number;
                /** @description Whether the batch was all-or-nothing. */
                atomic: boolean;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                collection: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * device version 1
         * @description any subset of the fields of device version 1.
         */
        "device.v1.partial": {
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name?: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind?: string;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description?: string;
        };
        /**
         * 409 resource-in-use
         * @description Other resources still refer to this one. Delete the resources listed in `referrers` (each entry links to them), or change them to refer to another one, then delete this one again.
         */
        "problem.resource-in-use": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/resource-in-use";
            /** @constant */
            title: "Other resources still refer to this one";
            /** @constant */
            status: 409;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of resource-in-use. */
            referrers?: unknown;
        };
        /**
         * PUT through POST, device version 1
         * @description every field but the optional kind, description (left out of a PUT, they are cleared) of device version 1.
         */
        "device.v1.as-put": {
            /**
             * @description Handle this POST as PUT (the server also takes other letter cases).
             * @example PUT
             * @constant
             */
            _method: "PUT";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind?: string;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description?: string;
        };
        /**
         * PATCH through POST, device version 1
         * @description any subset of the fields of device version 1.
         */
        "device.v1.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
            /**
             * @description Name of the device, as people call it. Expected: 1 to 128 characters, no control characters.
             * @example Collar 17
             */
            name?: string;
            /**
             * @description What sort of device it is, in free text such as `gps-collar` or `weather-station`. Expected: 1 to 128 characters, no control characters.
             * @example gps-collar
             */
            kind?: string;
            /**
             * @description Anything worth knowing about the device: where it is mounted, who looks after it. Expected: 1 to 2,000 characters; tabs and line breaks allowed, other control characters not.
             * @example Mounted on the north mast, 2 m above ground.
             */
            description?: string;
        };
        /**
         * DELETE through POST, device version 1
         * @description no fields of device version 1.
         */
        "device.v1.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
            /**
             * @description Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.
             * @example "html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"
             */
            _if_match?: string;
            /**
             * @description The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the body.
             * @example 1
             * @constant
             */
            version_number: 1;
            /**
             * @description Optional: the route implies the call; when sent it must be "device".
             * @example device
             * @constant
             */
            action?: "device";
        };
        /** @deprecated */
        "location-search.v1.answer": {
            data: components["schemas"]["location.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-search.v2.answer": {
            data: components["schemas"]["location.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-search.v3.answer": {
            data: components["schemas"]["location.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "location-latest.v1.answer": {
            data: components["schemas"]["location.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-latest.v2.answer": {
            data: components["schemas"]["location.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "location-latest.v3.answer": {
            data: components["schemas"]["location.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * location version 1
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 1.
         */
        "location-nearby.v1.item": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
            /** @description Great-circle distance from the location named in the path, in metres. */
            distance_m: number;
        };
        /** @deprecated */
        "location-nearby.v1.answer": {
            data: components["schemas"]["location-nearby.v1.item"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-nearby";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * location version 2
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 2.
         */
        "location-nearby.v2.item": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number | null;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
            /** @description Great-circle distance from the location named in the path, in metres. */
            distance_m: number;
        };
        "location-nearby.v2.answer": {
            data: components["schemas"]["location-nearby.v2.item"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-nearby";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * location version 3
         * @description Where a device is: a point on the WGS84 ellipsoid. The fields of version 3.
         */
        "location-nearby.v3.item": {
            /** @description Opaque identifier; clients must not parse it. */
            id: string;
            /**
             * @description Longitude in degrees (WGS84), east positive. Unit: degrees. Expected: number from -180 to 180.
             * @example 7.1
             */
            longitude: number;
            /**
             * @description Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90.
             * @example 50.7
             */
            latitude: number;
            /**
             * @description Altitude in metres above the WGS84 ellipsoid. Unit: metres. Expected: number from -12000 to 120000.
             * @example 60
             */
            altitude: number;
            /**
             * @description Ground speed of the device in metres per second (at most the speed of light). Unit: metres per second. Expected: number from 0 to 299792458.
             * @example 1.4
             */
            speed: number | null;
            /**
             * Format: date-time
             * @description When the device was at this location: an RFC 3339 date-time with offset. Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
             * @example 2026-11-22T18:45:00Z
             */
            timestamp: string | null;
            /**
             * @description The id of the device that was here (an existing device, see /devices). Expected: the id of an existing device.
             * @example 01JDEVICE0000000000000000A
             */
            device: string | null;
            /**
             * @description Horizontal uncertainty of the point in metres, as the GPS reports it. Unit: metres. Expected: number from 0 to 100000.
             * @example 4.5
             */
            accuracy: number | null;
            /**
             * Format: date-time
             * @description When the resource was created (UTC).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the resource last changed (UTC).
             */
            updated_at: string;
            /** @description The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server. */
            created_by: string | null;
            /** @description The name of the API key or person that last changed the resource; null when the server was open. Set by the server. */
            updated_by: string | null;
            /** @description Great-circle distance from the location named in the path, in metres. */
            distance_m: number;
        };
        "location-nearby.v3.answer": {
            data: components["schemas"]["location-nearby.v3.item"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "location-nearby";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading-search.v1.answer": {
            data: components["schemas"]["reading.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-search.v2.answer": {
            data: components["schemas"]["reading.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-search.v3.answer": {
            data: components["schemas"]["reading.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-search";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading-latest.v1.answer": {
            data: components["schemas"]["reading.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-latest.v2.answer": {
            data: components["schemas"]["reading.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-latest.v3.answer": {
            data: components["schemas"]["reading.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading-summary.v1.answer": {
            data: {
                /** @description The area. */
                area: string;
                /** @description How many readings were pooled. */
                readings: number;
                /** @description Σ number: the samples counted (exact up to 2^53 − 1, the nearest double beyond). */
                number: number;
                /** @description Σ good: the samples that passed the quality check. */
                good: number;
                /** @description Mean of all samples (Σ number·mean / Σ number); null when there are none. */
                mean: number | null;
            }[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-summary";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-summary.v2.answer": {
            data: {
                /** @description The area. */
                area: string;
                /** @description How many readings were pooled. */
                readings: number;
                /** @description Σ number: the samples counted (exact up to 2^53 − 1, the nearest double beyond). */
                number: number;
                /** @description Σ good: the samples that passed the quality check. */
                good: number;
                /** @description Mean of all samples (Σ number·mean / Σ number); null when there are none. */
                mean: number | null;
                /** @description Population standard deviation of the samples of readings that have a stdDev; null when none do, or when it is beyond the largest double (docs/named-routes.md). */
                stdDev: number | null;
                /** @description Readings pooled without a stdDev (written by version 1 clients). */
                readings_without_std_dev: number;
                /** @description Σ number over the readings that have a stdDev. */
                number_with_std_dev: number;
            }[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-summary";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-summary.v3.answer": {
            data: {
                /** @description The area. */
                area: string;
                /** @description What the pooled readings measured; null for readings written through versions 1 and 2. */
                quantity: string | null;
                /** @description The UCUM unit of the pooled readings (never more than one); null for readings written through versions 1 and 2. */
                unit: string | null;
                /** @description How many readings were pooled. */
                readings: number;
                /** @description Σ number: the samples counted (exact up to 2^53 − 1, the nearest double beyond). */
                number: number;
                /** @description Σ good: the samples that passed the quality check. */
                good: number;
                /** @description Mean of all samples (Σ number·mean / Σ number); null when there are none. */
                mean: number | null;
                /** @description Population standard deviation of the samples of readings that have a stdDev; null when none do, or when it is beyond the largest double (docs/named-routes.md). */
                stdDev: number | null;
                /** @description Readings pooled without a stdDev (written by version 1 clients). */
                readings_without_std_dev: number;
                /** @description Σ number over the readings that have a stdDev. */
                number_with_std_dev: number;
            }[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-summary";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "reading-history.v1.answer": {
            data: components["schemas"]["reading.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-history";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-history.v2.answer": {
            data: components["schemas"]["reading.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-history";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "reading-history.v3.answer": {
            data: components["schemas"]["reading.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "reading-history";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "retention-runs.answer": {
            data: {
                /** @description The run, as the answer of its DELETE named it. */
                id: number;
                collection: string;
                /**
                 * @description RETENTION_DAYS, or an admin's DELETE /{collection}.
                 * @enum {string}
                 */
                trigger: "schedule" | "request";
                /** @description Who asked: system:retention for the schedule, else the key or person; null on an open server. */
                actor: string | null;
                /** @description The filter, as JSON. */
                filter: string;
                started_at: string;
                /** @description null while it runs. */
                finished_at: string | null;
                /** @description Rows removed so far, each with its *.deleted event. */
                removed: number;
                /** @description Transactions it took so far. */
                batches: number;
                /**
                 * @description stopped: its process closed or lost the schedule's lease; what is left goes in a later run.
                 * @enum {string}
                 */
                state: "running" | "done" | "stopped" | "failed";
                error: string | null;
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "device-track.v1.answer": {
            data: components["schemas"]["location.v1"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-track";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "device-track.v2.answer": {
            data: components["schemas"]["location.v2"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-track";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        "device-track.v3.answer": {
            data: components["schemas"]["location.v3"][];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-track";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many items this page holds. */
                count: number;
                /** @description The page size asked for (or the default). */
                limit: number;
                /** @description Pass as `cursor` for the next page; null on the last page. */
                next_cursor: string | null;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /** @deprecated */
        "device-latest.v1.answer": {
            data: {
                /** @description The device's location with the newest `timestamp` (the largest id among equal instants); null when it has none. */
                location: components["schemas"]["location.v1"] | null;
                /** @description For each quantity the device measured, its reading with the newest `time` (then the largest id), in quantity order. */
                readings: components["schemas"]["reading.v1"][];
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "device-latest.v2.answer": {
            data: {
                /** @description The device's location with the newest `timestamp` (the largest id among equal instants); null when it has none. */
                location: components["schemas"]["location.v2"] | null;
                /** @description For each quantity the device measured, its reading with the newest `time` (then the largest id), in quantity order. */
                readings: components["schemas"]["reading.v2"][];
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 2;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "device-latest.v3.answer": {
            data: {
                /** @description The device's location with the newest `timestamp` (the largest id among equal instants); null when it has none. */
                location: components["schemas"]["location.v3"] | null;
                /** @description For each quantity the device measured, its reading with the newest `time` (then the largest id), in quantity order. */
                readings: components["schemas"]["reading.v3"][];
            };
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "device-latest";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 3;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "event-list.v1.answer": {
            data: {
                /** @description Increasing: a later change has a larger id. */
                id: number;
                /**
                 * @description `location.created`, `reading.updated`, `device.deleted`, …
                 * @example reading.created
                 */
                type: string;
                /** @enum {string} */
                collection: "locations" | "readings" | "devices";
                resource_id: string;
                /** @description The key's or person's name; null when the server was open. */
                actor: string | null;
                /**
                 * Format: date-time
                 * @description When the change was committed, in UTC.
                 */
                occurred_at: string;
                /** @description The resource after the change (before it, for a delete), with the fields of the newest version of its call. */
                data: {
                    [key: string]: unknown;
                };
            }[];
            meta: {
                /**
                 * @description The call that answered.
                 * @constant
                 */
                action: "event-list";
                /**
                 * @description The version of the call that answered.
                 * @constant
                 */
                version_number: 1;
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description How many events the page holds. */
                count: number;
                /** @description The most a page holds. */
                limit: number;
                /** @description Continues a full page; null when the page reached the end of the log. */
                next_cursor: string | null;
                /** @description The `after` of your next poll: every event up to it has been looked at. */
                last_id: number;
                /** @description The newest event committed when the page was read. */
                newest_id: number;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                self: string | null;
                next: string | null;
            } & {
                [key: string]: string | null;
            };
        };
        /**
         * 410 events-expired
         * @description The events asked for are past the retention of the change log. Read the resources again for their current state, then follow the log from the id in `log_starts_after`.
         */
        "problem.events-expired": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/events-expired";
            /** @constant */
            title: "The events asked for are past the retention of the change log";
            /** @constant */
            status: 410;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of events-expired. */
            after?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of events-expired. */
            log_starts_after?: unknown;
        };
        /**
         * 400 last-event-id-invalid
         * @description The Last-Event-ID header names no event of this log. Send the id of the last event you received (a whole number, as the stream sent it in `id:`), or leave the header out and send `after` to choose where the stream starts. An id beyond `newest_id` may come from a database restored from an older backup: read the resources again, then follow the stream from `newest_id`.
         */
        "problem.last-event-id-invalid": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/last-event-id-invalid";
            /** @constant */
            title: "The Last-Event-ID header names no event of this log";
            /** @constant */
            status: 400;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Extension member (RFC 9457 §3.2) of last-event-id-invalid. */
            received?: unknown;
            /** @description Extension member (RFC 9457 §3.2) of last-event-id-invalid. */
            newest_id?: unknown;
        };
        /**
         * 429 too-many-streams
         * @description This client holds as many live streams as one client may. Close a stream you no longer read (each browser tab holds one), or share one stream between your consumers; then retry after Retry-After seconds. `limit` is how many one client address may hold at once.
         */
        "problem.too-many-streams": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/too-many-streams";
            /** @constant */
            title: "This client holds as many live streams as one client may";
            /** @constant */
            status: 429;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The limit that was reached. */
            limit?: number;
            /** @description Seconds to wait before sending again. */
            retry_after?: number;
        };
        /**
         * 503 streams-unavailable
         * @description The server holds as many live streams as it may. Retry after Retry-After seconds, or poll GET /events with `after` meanwhile: it answers the same events. `limit` is how many streams this server process holds at once.
         */
        "problem.streams-unavailable": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/streams-unavailable";
            /** @constant */
            title: "The server holds as many live streams as it may";
            /** @constant */
            status: 503;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description The limit that was reached. */
            limit?: number;
            /** @description Seconds to wait before sending again. */
            retry_after?: number;
        };
        "webhook-list.answer": {
            data: {
                id: string;
                /** @description Where deliveries are POSTed. */
                url: string;
                /** @description Type patterns: `reading.created`, `reading.*`, `*`. */
                types: string[];
                description: string | null;
                /** @description While paused, events queue up in order and are delivered once it is resumed. */
                paused: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The key's or person's name; null when the server was open. */
                created_by: string | null;
                /** @description Deliveries waiting, or being retried. */
                pending: number;
                delivered: number;
                /** @description Deliveries given up 24 hours after their first attempt. */
                failed: number;
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "webhook-create.answer": {
            data: {
                id: string;
                /** @description Where deliveries are POSTed. */
                url: string;
                /** @description Type patterns: `reading.created`, `reading.*`, `*`. */
                types: string[];
                description: string | null;
                /** @description While paused, events queue up in order and are delivered once it is resumed. */
                paused: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The key's or person's name; null when the server was open. */
                created_by: string | null;
                /** @description Deliveries waiting, or being retried. */
                pending: number;
                delivered: number;
                /** @description Deliveries given up 24 hours after their first attempt. */
                failed: number;
                /** @description The signing secret (Standard Webhooks), shown this once: receivers verify every delivery with it. */
                secret: string;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "webhook-create.body": {
            /**
             * @description Where deliveries are POSTed: an https URL (http with WEBHOOK_ALLOW_HTTP=true) whose host is a public address. Expected: string.
             * @example https://receiver.example.org/fieldlog
             */
            url: string;
            /**
             * @description The event types to deliver, separated by commas: exact (`reading.created`), one resource's (`reading.*`), or every type (`*`); at most 20. Expected: string.
             * @example reading.*,location.created
             */
            types: string;
            /**
             * @description What the subscription is for, to tell them apart (optional, up to 500 characters). Expected: string.
             * @example Alerts for the north field
             */
            description?: string;
        };
        "webhook.answer": {
            data: {
                id: string;
                /** @description Where deliveries are POSTed. */
                url: string;
                /** @description Type patterns: `reading.created`, `reading.*`, `*`. */
                types: string[];
                description: string | null;
                /** @description While paused, events queue up in order and are delivered once it is resumed. */
                paused: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The key's or person's name; null when the server was open. */
                created_by: string | null;
                /** @description Deliveries waiting, or being retried. */
                pending: number;
                delivered: number;
                /** @description Deliveries given up 24 hours after their first attempt. */
                failed: number;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "webhook-change.answer": {
            data: {
                id: string;
                /** @description Where deliveries are POSTed. */
                url: string;
                /** @description Type patterns: `reading.created`, `reading.*`, `*`. */
                types: string[];
                description: string | null;
                /** @description While paused, events queue up in order and are delivered once it is resumed. */
                paused: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The key's or person's name; null when the server was open. */
                created_by: string | null;
                /** @description Deliveries waiting, or being retried. */
                pending: number;
                delivered: number;
                /** @description Deliveries given up 24 hours after their first attempt. */
                failed: number;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "webhook-change.body": {
            /**
             * @description true pauses deliveries (events still queue up, in order); false resumes them. JSON may send a boolean. Expected: string.
             * @example true
             */
            paused: string;
        };
        "webhook-delete.answer": {
            data: {
                id: string;
                /** @description Where deliveries are POSTed. */
                url: string;
                /** @description Type patterns: `reading.created`, `reading.*`, `*`. */
                types: string[];
                description: string | null;
                /** @description While paused, events queue up in order and are delivered once it is resumed. */
                paused: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** @description The key's or person's name; null when the server was open. */
                created_by: string | null;
                /** @description Deliveries waiting, or being retried. */
                pending: number;
                delivered: number;
                /** @description Deliveries given up 24 hours after their first attempt. */
                failed: number;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /** PATCH through POST */
        "webhook-change.as-patch": {
            /**
             * @description Handle this POST as PATCH (the server also takes other letter cases).
             * @example PATCH
             * @constant
             */
            _method: "PATCH";
            /**
             * @description true pauses deliveries (events still queue up, in order); false resumes them. JSON may send a boolean. Expected: string.
             * @example true
             */
            paused: string;
        };
        /** DELETE through POST */
        "webhook-delete.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
        };
        "webhook-deliveries.answer": {
            data: {
                /** @description The webhook-id header of every attempt: receivers deduplicate on it. */
                id: string;
                event_id: number;
                event_type: string;
                /** @enum {string} */
                state: "pending" | "delivered" | "failed";
                attempts: number;
                /** @description When the next attempt is due; null unless pending. */
                next_attempt_at: string | null;
                first_attempt_at: string | null;
                last_attempt_at: string | null;
                last_status: number | null;
                last_error: string | null;
                /** Format: date-time */
                created_at: string;
                attempt_log: {
                    attempt: number;
                    /** Format: date-time */
                    at: string;
                    /** @description The receiver's status; null when none came. */
                    status: number | null;
                    /** @description Why it failed: the status, a timeout, a refused connection, a redirect. */
                    error: string | null;
                    duration_ms: number;
                }[];
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "session-create.body": {
            /**
             * @description The person's name, as `npm run users -- add` made it. Expected: string.
             * @example ada
             */
            name: string;
            /**
             * @description Their password. Expected: string.
             * @example correct horse battery staple
             */
            password: string;
            /**
             * @description Where to go after signing in: a path of this site (anything else goes to /). Expected: string.
             * @example /locations
             */
            next?: string;
        };
        /**
         * 401 sign-in-failed
         * @description The name or the password is wrong. Check both and sign in again. After 5 failures for one name or one address within 15 minutes, sign-ins are refused for a while (429).
         */
        "problem.sign-in-failed": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/sign-in-failed";
            /** @constant */
            title: "The name or the password is wrong";
            /** @constant */
            status: 401;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
        };
        /**
         * 429 sign-in-throttled
         * @description Too many failed sign-ins. Wait the number of seconds in Retry-After (also `retry_after`) before signing in again; the password was not checked.
         */
        "problem.sign-in-throttled": {
            /**
             * @description A page that explains the problem and its fix.
             * @constant
             */
            type: "/problems/sign-in-throttled";
            /** @constant */
            title: "Too many failed sign-ins";
            /** @constant */
            status: 429;
            /** @description What went wrong with this request, specifically. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id header; quote it when reporting a problem. */
            request_id: string;
            /** @description Seconds to wait before sending again. */
            retry_after?: number;
        };
        /** DELETE through POST */
        "session-delete.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
        };
        "key-list.answer": {
            data: {
                name: string;
                /** @enum {string} */
                scope: "read" | "write" | "admin";
                /** @description fl_ and the first characters of the key, to tell keys apart */
                prefix: string;
                /** Format: date-time */
                created_at: string;
                /** @description To the minute: written at most once a minute */
                last_used_at: string | null;
                revoked_at: string | null;
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "key-create.answer": {
            data: {
                name: string;
                /** @enum {string} */
                scope: "read" | "write" | "admin";
                /** @description fl_ and the first characters of the key, to tell keys apart */
                prefix: string;
                /** Format: date-time */
                created_at: string;
                /** @description To the minute: written at most once a minute */
                last_used_at: string | null;
                revoked_at: string | null;
                /** @description The key itself, shown this once: send it as Authorization: Bearer <key> */
                key: string;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "key-create.body": {
            /**
             * @description What the key is for, to tell keys apart: 1 to 64 letters, digits, ".", "_" or "-". Expected: string.
             * @example field-tablet
             */
            name: string;
            /**
             * @description read (GET, HEAD), write (read and every change) or admin (write and keys). Expected: string.
             * @example write
             */
            scope: string;
        };
        "key.answer": {
            data: {
                name: string;
                /** @enum {string} */
                scope: "read" | "write" | "admin";
                /** @description fl_ and the first characters of the key, to tell keys apart */
                prefix: string;
                /** Format: date-time */
                created_at: string;
                /** @description To the minute: written at most once a minute */
                last_used_at: string | null;
                revoked_at: string | null;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "key-revoke.answer": {
            data: {
                name: string;
                /** @enum {string} */
                scope: "read" | "write" | "admin";
                /** @description fl_ and the first characters of the key, to tell keys apart */
                prefix: string;
                /** Format: date-time */
                created_at: string;
                /** @description To the minute: written at most once a minute */
                last_used_at: string | null;
                revoked_at: string | null;
            };
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        /** DELETE through POST */
        "key-revoke.as-delete": {
            /**
             * @description Handle this POST as DELETE (the server also takes other letter cases).
             * @example DELETE
             * @constant
             */
            _method: "DELETE";
        };
        "ready.answer": {
            data: unknown;
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
        "changes.answer": {
            data: {
                call: string;
                summary: string;
                versions: number[];
                changes: {
                    from: number;
                    to: number;
                    note: string | null;
                    added: {
                        name: string;
                        description: string;
                        unit: string | null;
                        expected: string;
                    }[];
                    removed: string[];
                }[];
                /** @description The versions of this call that are deprecated: they keep working, and their answers carry Deprecation, Link rel="deprecation" and, once dated, Sunset. */
                deprecated: {
                    version: number;
                    /** @description The day it was deprecated, YYYY-MM-DD (UTC). */
                    since: string;
                    /** @description The day it may stop working, YYYY-MM-DD (UTC); null until one is set. */
                    sunset: string | null;
                    /** @description What to use instead. */
                    advice: string;
                }[];
            }[];
            meta: {
                /** @description The request's id, also in the X-Request-Id header. */
                request_id: string;
                /** @description What happened, in a sentence. */
                message: string;
                /** @description The rules a client can rely on across versions, one sentence each. */
                rules: {
                    id: string;
                    rule: string;
                }[];
            };
            /** @description Related URLs by relation; null where there is none (links.next on the last page). */
            links: {
                [key: string]: string | null;
            };
        };
    };
    responses: {
        /** @description `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. */
        "400.29cc3ab5": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"];
                "application/problem+xml": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"];
                "text/html": string;
            };
        };
        /** @description `not-acceptable`: None of the requested formats is offered. */
        "406.not-acceptable": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.not-acceptable"];
                "application/problem+xml": components["schemas"]["problem.not-acceptable"];
                "text/html": string;
            };
        };
        /** @description `request-timeout`: The request took too long to arrive. */
        "408.request-timeout": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.request-timeout"];
                "application/problem+xml": components["schemas"]["problem.request-timeout"];
                "text/html": string;
            };
        };
        /** @description `content-encoding-unsupported`: The request body's content coding is not accepted. */
        "415.content-encoding-unsupported": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.content-encoding-unsupported"];
                "application/problem+xml": components["schemas"]["problem.content-encoding-unsupported"];
                "text/html": string;
            };
        };
        /** @description `expectation-failed`: The Expect header names an expectation this server cannot meet. */
        "417.expectation-failed": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.expectation-failed"];
                "application/problem+xml": components["schemas"]["problem.expectation-failed"];
                "text/html": string;
            };
        };
        /** @description `invalid-parameters`: Some parameters are invalid. */
        "422.invalid-parameters": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.invalid-parameters"];
                "application/problem+xml": components["schemas"]["problem.invalid-parameters"];
                "text/html": string;
            };
        };
        /** @description `rate-limited`: Too many requests from this client. */
        "429.rate-limited": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.rate-limited"];
                "application/problem+xml": components["schemas"]["problem.rate-limited"];
                "text/html": string;
            };
        };
        /** @description `headers-too-large`: The request headers are too large. */
        "431.headers-too-large": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.headers-too-large"];
                "application/problem+xml": components["schemas"]["problem.headers-too-large"];
                "text/html": string;
            };
        };
        /** @description `internal-error`: The server failed to answer. */
        "500.internal-error": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.internal-error"];
                "application/problem+xml": components["schemas"]["problem.internal-error"];
                "text/html": string;
            };
        };
        /** @description `transfer-coding-unsupported`: The request's transfer coding is not implemented. */
        "501.transfer-coding-unsupported": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.transfer-coding-unsupported"];
                "application/problem+xml": components["schemas"]["problem.transfer-coding-unsupported"];
                "text/html": string;
            };
        };
        /** @description `service-unavailable`: The service is shutting down or its storage is unavailable. */
        "503.service-unavailable": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.service-unavailable"];
                "application/problem+xml": components["schemas"]["problem.service-unavailable"];
                "text/html": string;
            };
        };
        /** @description `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. */
        "400.dcd07f2e": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"];
                "application/problem+xml": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"];
                "text/html": string;
            };
        };
        /** @description `origin-not-allowed`: This origin may not call the interface from a browser. */
        "403.origin-not-allowed": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.origin-not-allowed"];
                "application/problem+xml": components["schemas"]["problem.origin-not-allowed"];
                "text/html": string;
            };
        };
        /** @description `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `path-malformed`: The path is not valid. `request-malformed`: The request is not valid HTTP/1.1. */
        "400.c6cca590": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"];
                "application/problem+xml": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"];
                "text/html": string;
            };
        };
        /** @description `route-not-found`: No route has this path. */
        "404.route-not-found": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.route-not-found"];
                "application/problem+xml": components["schemas"]["problem.route-not-found"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `cursor-invalid`: The cursor is not valid for this route. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.66e895fc": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `authentication-required`: This route needs a credential. `credentials-invalid`: The credential sent is not valid. */
        "401.a014b717": {
            headers: {
                /**
                 * @description The challenge (RFC 9110 §11.6.1): `Bearer realm="fieldlog"`; after a credential that is not valid, followed by `, error="invalid_token"` (RFC 6750 §3).
                 * @example Bearer realm="fieldlog"
                 */
                "WWW-Authenticate": string;
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.authentication-required"] | components["schemas"]["problem.credentials-invalid"];
                "application/problem+xml": components["schemas"]["problem.authentication-required"] | components["schemas"]["problem.credentials-invalid"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `batch-empty`: The batch holds no items. `body-malformed`: The request body does not parse. `body-shape`: The request body is not a flat set of parameters. `filter-required`: Removing rows of a collection needs a filter. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `idempotency-key-unsupported`: Idempotency-Key is not supported on a batch. `override-invalid`: Method override is not allowed here. `parameters-in-url`: Parameters belong in the body for this method. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.594a8979": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.batch-empty"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.filter-required"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.idempotency-key-unsupported"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.batch-empty"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.filter-required"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.idempotency-key-unsupported"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `cross-site-form`: A form on another site may not change data here. `scope-insufficient`: The credential does not grant this. */
        "403.b51cc613": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.cross-site-form"] | components["schemas"]["problem.scope-insufficient"];
                "application/problem+xml": components["schemas"]["problem.cross-site-form"] | components["schemas"]["problem.scope-insufficient"];
                "text/html": string;
            };
        };
        /** @description `method-not-allowed`: This method is not allowed on this path. */
        "405.method-not-allowed": {
            headers: {
                Allow: components["headers"]["Allow"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.method-not-allowed"];
                "application/problem+xml": components["schemas"]["problem.method-not-allowed"];
                "text/html": string;
            };
        };
        /** @description `batch-too-large`: The batch holds too many items. `body-too-large`: The request body is too large. */
        "413.a7e8c8ea": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.batch-too-large"] | components["schemas"]["problem.body-too-large"];
                "application/problem+xml": components["schemas"]["problem.batch-too-large"] | components["schemas"]["problem.body-too-large"];
                "text/html": string;
            };
        };
        /** @description `content-encoding-unsupported`: The request body's content coding is not accepted. `unsupported-media-type`: The request body's media type is not accepted. */
        "415.bc48c934": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.content-encoding-unsupported"] | components["schemas"]["problem.unsupported-media-type"];
                "application/problem+xml": components["schemas"]["problem.content-encoding-unsupported"] | components["schemas"]["problem.unsupported-media-type"];
                "text/html": string;
            };
        };
        /** @description `batch-invalid`: Some items of an all-or-nothing batch are invalid. `idempotency-key-reused`: This Idempotency-Key was used for a different request. `invalid-parameters`: Some parameters are invalid. */
        "422.527521f9": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.batch-invalid"] | components["schemas"]["problem.idempotency-key-reused"] | components["schemas"]["problem.invalid-parameters"];
                "application/problem+xml": components["schemas"]["problem.batch-invalid"] | components["schemas"]["problem.idempotency-key-reused"] | components["schemas"]["problem.invalid-parameters"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `filter-required`: Removing rows of a collection needs a filter. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.9583840d": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.filter-required"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.filter-required"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `scope-insufficient`: The credential does not grant this. */
        "403.scope-insufficient": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.scope-insufficient"];
                "application/problem+xml": components["schemas"]["problem.scope-insufficient"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `path-malformed`: The path is not valid. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.ca548794": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `resource-not-found`: No resource has this identifier. */
        "404.resource-not-found": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.resource-not-found"];
                "application/problem+xml": components["schemas"]["problem.resource-not-found"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-malformed`: The request body does not parse. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `parameters-in-url`: Parameters belong in the body for this method. `path-malformed`: The path is not valid. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.ffe87d6d": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `precondition-failed`: The resource's current state fails the request's precondition. */
        "412.precondition-failed": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.precondition-failed"];
                "application/problem+xml": components["schemas"]["problem.precondition-failed"];
                "text/html": string;
            };
        };
        /** @description `body-too-large`: The request body is too large. */
        "413.body-too-large": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-too-large"];
                "application/problem+xml": components["schemas"]["problem.body-too-large"];
                "text/html": string;
            };
        };
        /** @description `action-in-path`: Paths name things, not actions. `resource-not-found`: No resource has this identifier. */
        "404.805c249f": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-in-path"] | components["schemas"]["problem.resource-not-found"];
                "application/problem+xml": components["schemas"]["problem.action-in-path"] | components["schemas"]["problem.resource-not-found"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `batch-empty`: The batch holds no items. `body-malformed`: The request body does not parse. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `idempotency-key-unsupported`: Idempotency-Key is not supported on a batch. `override-invalid`: Method override is not allowed here. `parameters-in-url`: Parameters belong in the body for this method. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.f05be075": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.batch-empty"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.idempotency-key-unsupported"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.batch-empty"] | components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.idempotency-key-unsupported"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `resource-in-use`: Other resources still refer to this one. */
        "409.resource-in-use": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.resource-in-use"];
                "application/problem+xml": components["schemas"]["problem.resource-in-use"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `cursor-invalid`: The cursor is not valid for this route. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `path-malformed`: The path is not valid. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.72252c39": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.50802f13": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `action-mismatch`: action does not name this route's call. `body-shape`: The request body is not a flat set of parameters. `cursor-invalid`: The cursor is not valid for this route. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `last-event-id-invalid`: The Last-Event-ID header names no event of this log. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-missing`: version_number is missing. `version-unsupported`: This version of the call is not supported. */
        "400.da773c58": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.last-event-id-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.action-mismatch"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.cursor-invalid"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.last-event-id-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-missing"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
        /** @description `events-expired`: The events asked for are past the retention of the change log. */
        "410.events-expired": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.events-expired"];
                "application/problem+xml": components["schemas"]["problem.events-expired"];
                "text/html": string;
            };
        };
        /** @description `rate-limited`: Too many requests from this client. `too-many-streams`: This client holds as many live streams as one client may. */
        "429.d3aaac42": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.rate-limited"] | components["schemas"]["problem.too-many-streams"];
                "application/problem+xml": components["schemas"]["problem.rate-limited"] | components["schemas"]["problem.too-many-streams"];
                "text/html": string;
            };
        };
        /** @description `service-unavailable`: The service is shutting down or its storage is unavailable. `streams-unavailable`: The server holds as many live streams as it may. */
        "503.d6b55c8d": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.service-unavailable"] | components["schemas"]["problem.streams-unavailable"];
                "application/problem+xml": components["schemas"]["problem.service-unavailable"] | components["schemas"]["problem.streams-unavailable"];
                "text/html": string;
            };
        };
        /** @description `body-malformed`: The request body does not parse. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `parameters-in-url`: Parameters belong in the body for this method. `request-malformed`: The request is not valid HTTP/1.1. */
        "400.8aaf03a7": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"];
                "application/problem+xml": components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.request-malformed"];
                "text/html": string;
            };
        };
        /** @description `body-malformed`: The request body does not parse. `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `parameters-in-url`: Parameters belong in the body for this method. `path-malformed`: The path is not valid. `request-malformed`: The request is not valid HTTP/1.1. */
        "400.0f79cb50": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"];
                "application/problem+xml": components["schemas"]["problem.body-malformed"] | components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.parameters-in-url"] | components["schemas"]["problem.path-malformed"] | components["schemas"]["problem.request-malformed"];
                "text/html": string;
            };
        };
        /** @description `sign-in-failed`: The name or the password is wrong. */
        "401.sign-in-failed": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.sign-in-failed"];
                "application/problem+xml": components["schemas"]["problem.sign-in-failed"];
                "text/html": string;
            };
        };
        /** @description `cross-site-form`: A form on another site may not change data here. */
        "403.cross-site-form": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.cross-site-form"];
                "application/problem+xml": components["schemas"]["problem.cross-site-form"];
                "text/html": string;
            };
        };
        /** @description `rate-limited`: Too many requests from this client. `sign-in-throttled`: Too many failed sign-ins. */
        "429.f4078c78": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.rate-limited"] | components["schemas"]["problem.sign-in-throttled"];
                "application/problem+xml": components["schemas"]["problem.rate-limited"] | components["schemas"]["problem.sign-in-throttled"];
                "text/html": string;
            };
        };
        /** @description `body-shape`: The request body is not a flat set of parameters. `host-invalid`: The request needs exactly one Host header. `idempotency-key-invalid`: The Idempotency-Key header is not usable. `override-invalid`: Method override is not allowed here. `request-malformed`: The request is not valid HTTP/1.1. `version-invalid`: version_number is not an integer. `version-unsupported`: This version of the call is not supported. */
        "400.926ef659": {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                traceparent: components["headers"]["traceparent"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-unsupported"];
                "application/problem+xml": components["schemas"]["problem.body-shape"] | components["schemas"]["problem.host-invalid"] | components["schemas"]["problem.idempotency-key-invalid"] | components["schemas"]["problem.override-invalid"] | components["schemas"]["problem.request-malformed"] | components["schemas"]["problem.version-invalid"] | components["schemas"]["problem.version-unsupported"];
                "text/html": string;
            };
        };
    };
    parameters: {
        /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
        "If-Match": string;
        /** @description Answer 304 without a body if the ETag is one of these (RFC 9110 §13.1.2). */
        "If-None-Match": string;
        /** @description Your key for this create (1-255 visible ASCII characters, e.g. a UUID): a retry with the same key and parameters answers the first result instead of creating again. */
        "Idempotency-Key": string;
        /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
        traceparent: string;
        /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
        "X-Request-Id": string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id: the client's own X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : -, else a new UUID. */
        "X-Request-Id": string;
        /** @description This server's span of the request's W3C trace (Trace Context): 00-<trace_id>-<span_id>-<flags>, continuing the client's valid traceparent, else a new trace. Quote its trace id with X-Request-Id. Every answer of a route has it; a request the HTTP parser refuses does not. */
        traceparent: string;
        /** @description The URL of the resource just created. */
        Location: string;
        /** @description The methods this path allows (RFC 9110 §10.2.1). */
        Allow: string;
        /** @description The representation's entity tag: send it in If-Match to update only what you read, or in If-None-Match to read only if changed. */
        ETag: string;
        /** @description "true" when this answer repeats the create first made with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description Sent when the call version that answered is deprecated (RFC 9745): `@` and the seconds since 1970-01-01T00:00:00Z of the day it was deprecated, e.g. `@1795651200`. JSON and XML answers of that version carry it; it keeps working. */
        Deprecation: string;
        /** @description With Deprecation: `</changes>; rel="deprecation"; type="text/html"` (RFC 9745 §3), the page that says what is deprecated, since when, and what to use instead. */
        Link: string;
        /** @description With Deprecation, once an end date is set for the version (RFC 8594): the HTTP-date after which it may stop working, e.g. `Wed, 01 Dec 2027 00:00:00 GMT`. */
        Sunset: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    home: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Collections, versions and links to the documentation */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["home.answer"];
                    "application/xml": components["schemas"]["home.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "home-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness and storage check */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["health.answer"];
                    "application/xml": components["schemas"]["health.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "health-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    problems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every problem type this service answers with */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["problems.answer"];
                    "application/xml": components["schemas"]["problems.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "problems-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    problem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The type path segment. */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One problem type: what it means and how to fix it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["problem.answer"];
                    "application/xml": components["schemas"]["problem.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.c6cca590"];
            404: components["responses"]["404.route-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "problem-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The type path segment. */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-list": {
        parameters: {
            query: {
                /**
                 * @description The version of location-list this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-list". */
                action?: "location-list";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List locations, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-list.v1.answer"] | components["schemas"]["location-list.v2.answer"] | components["schemas"]["location-list.v3.answer"];
                    "application/xml": components["schemas"]["location-list.v1.answer"] | components["schemas"]["location-list.v2.answer"] | components["schemas"]["location-list.v3.answer"];
                    "text/html": string;
                    /** @example id,longitude,latitude,altitude,speed,timestamp,device,accuracy,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                                coordinates: number[];
                            } | null;
                            properties: {
                                [key: string]: unknown;
                            };
                        }[];
                        meta: {
                            [key: string]: unknown;
                        };
                        links: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-create": {
        parameters: {
            query?: {
                /** @description Bulk ingest only, and then required: the version of location-batch, which every item is a create of. A single create (one JSON object, a form, XML) sends it in the body and no query string. Version 1 is deprecated: it keeps working, and /changes says what to use instead. */
                version_number?: 1 | 2 | 3;
                /** @description Bulk ingest only; optional; when sent, "location-batch". */
                action?: "location-batch";
                /** @description Bulk ingest only. true: store every item or none (any invalid item refuses the batch with 422 batch-invalid); false: store the valid items and report the others. Expected: boolean. Default: false. */
                atomic?: boolean;
            };
            header?: {
                /** @description Your key for this create (1-255 visible ASCII characters, e.g. a UUID): a retry with the same key and parameters answers the first result instead of creating again. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"] | components["schemas"]["location-batch.v1.body"] | components["schemas"]["location-batch.v2.body"] | components["schemas"]["location-batch.v3.body"] | components["schemas"]["location-purge.v1.as-delete"] | components["schemas"]["location-purge.v2.as-delete"] | components["schemas"]["location-purge.v3.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"] | components["schemas"]["location-batch.v1.body"] | components["schemas"]["location-batch.v2.body"] | components["schemas"]["location-batch.v3.body"] | components["schemas"]["location-purge.v1.as-delete"] | components["schemas"]["location-purge.v2.as-delete"] | components["schemas"]["location-purge.v3.as-delete"];
                "application/xml": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"] | components["schemas"]["location-batch.v1.body"] | components["schemas"]["location-batch.v2.body"] | components["schemas"]["location-batch.v3.body"] | components["schemas"]["location-purge.v1.as-delete"] | components["schemas"]["location-purge.v2.as-delete"] | components["schemas"]["location-purge.v3.as-delete"];
                /**
                 * @example {"longitude":7.1,"latitude":50.7,"altitude":60,"speed":1.4,"timestamp":"2026-11-22T18:45:00Z","device":"01JDEVICE0000000000000000A","accuracy":4.5}
                 *     {"longitude":7.1,"latitude":50.7,"altitude":60,"speed":1.4,"timestamp":"2026-11-22T18:45:00Z","device":"01JDEVICE0000000000000000A","accuracy":4.5}
                 */
                "application/x-ndjson": string;
                /**
                 * @example longitude,latitude,altitude,speed,timestamp,device,accuracy
                 *     7.1,50.7,60,1.4,2026-11-22T18:45:00Z,01JDEVICE0000000000000000A,4.5
                 *     7.1,50.7,60,1.4,2026-11-22T18:45:00Z,01JDEVICE0000000000000000A,4.5
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Bulk ingest: the batch was read and its valid items stored, in one transaction; `data` holds one result per item, in order (201 with `id` and `location`, or the problem a single create would have answered). With atomic=true this means every item was stored.; or remove the locations a filter matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-batch.v1.answer"] | components["schemas"]["location-batch.v2.answer"] | components["schemas"]["location-batch.v3.answer"] | components["schemas"]["location-purge.v1.answer"] | components["schemas"]["location-purge.v2.answer"] | components["schemas"]["location-purge.v3.answer"];
                    "application/xml": components["schemas"]["location-batch.v1.answer"] | components["schemas"]["location-batch.v2.answer"] | components["schemas"]["location-batch.v3.answer"] | components["schemas"]["location-purge.v1.answer"] | components["schemas"]["location-purge.v2.answer"] | components["schemas"]["location-purge.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description Create a location */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.594a8979"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.a7e8c8ea"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.527521f9"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-purge": {
        parameters: {
            query: {
                /**
                 * @description The version of location-purge this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-purge". */
                action?: "location-purge";
                /**
                 * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
                 * @example 5.9,47.3,15.0,55.1
                 */
                bbox?: string;
                /**
                 * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
                 * @example true
                 */
                dry_run?: boolean;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-12-01T00:00:00Z
                 */
                before?: string;
                /**
                 * @description Only in version 3. Only the locations of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the locations a filter matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-purge.v1.answer"] | components["schemas"]["location-purge.v2.answer"] | components["schemas"]["location-purge.v3.answer"];
                    "application/xml": components["schemas"]["location-purge.v1.answer"] | components["schemas"]["location-purge.v2.answer"] | components["schemas"]["location-purge.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.9583840d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    location: {
        parameters: {
            query: {
                /**
                 * @description The version of location this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location". */
                action?: "location";
            };
            header?: {
                /** @description Answer 304 without a body if the ETag is one of these (RFC 9110 §13.1.2). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "Feature";
                        id: string;
                        geometry: {
                            /** @constant */
                            type: "Point";
                            /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                            coordinates: number[];
                        } | null;
                        properties: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-replace": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"];
                "application/x-www-form-urlencoded": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"];
                "application/xml": components["schemas"]["location.v1.all"] | components["schemas"]["location.v2.all"] | components["schemas"]["location.v3.all"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-override": {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE. */
                "X-HTTP-Method-Override"?: "PUT" | "PATCH" | "DELETE";
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["location.v1.as-put"] | components["schemas"]["location.v2.as-put"] | components["schemas"]["location.v3.as-put"] | components["schemas"]["location.v1.as-patch"] | components["schemas"]["location.v2.as-patch"] | components["schemas"]["location.v3.as-patch"] | components["schemas"]["location.v1.as-delete"] | components["schemas"]["location.v2.as-delete"] | components["schemas"]["location.v3.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["location.v1.as-put"] | components["schemas"]["location.v2.as-put"] | components["schemas"]["location.v3.as-put"] | components["schemas"]["location.v1.as-patch"] | components["schemas"]["location.v2.as-patch"] | components["schemas"]["location.v3.as-patch"] | components["schemas"]["location.v1.as-delete"] | components["schemas"]["location.v2.as-delete"] | components["schemas"]["location.v3.as-delete"];
                "application/xml": components["schemas"]["location.v1.as-put"] | components["schemas"]["location.v2.as-put"] | components["schemas"]["location.v3.as-put"] | components["schemas"]["location.v1.as-patch"] | components["schemas"]["location.v2.as-patch"] | components["schemas"]["location.v3.as-patch"] | components["schemas"]["location.v1.as-delete"] | components["schemas"]["location.v2.as-delete"] | components["schemas"]["location.v3.as-delete"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a location; or change some fields of a location; or delete a location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            404: components["responses"]["404.805c249f"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-delete": {
        parameters: {
            query: {
                /**
                 * @description The version of location this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location". */
                action?: "location";
            };
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-patch": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["location.v1.partial"] | components["schemas"]["location.v2.partial"] | components["schemas"]["location.v3.partial"];
                "application/x-www-form-urlencoded": components["schemas"]["location.v1.partial"] | components["schemas"]["location.v2.partial"] | components["schemas"]["location.v3.partial"];
                "application/xml": components["schemas"]["location.v1.partial"] | components["schemas"]["location.v2.partial"] | components["schemas"]["location.v3.partial"];
            };
        };
        responses: {
            /** @description Change some fields of a location */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "application/xml": components["schemas"]["location.v1.answer"] | components["schemas"]["location.v2.answer"] | components["schemas"]["location.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-list": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-list this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-list". */
                action?: "reading-list";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List readings, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-list.v1.answer"] | components["schemas"]["reading-list.v2.answer"] | components["schemas"]["reading-list.v3.answer"];
                    "application/xml": components["schemas"]["reading-list.v1.answer"] | components["schemas"]["reading-list.v2.answer"] | components["schemas"]["reading-list.v3.answer"];
                    "text/html": string;
                    /** @example id,time,area,mean,good,number,seen,span,stdDev,quantity,unit,device,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-create": {
        parameters: {
            query?: {
                /** @description Bulk ingest only, and then required: the version of reading-batch, which every item is a create of. A single create (one JSON object, a form, XML) sends it in the body and no query string. Version 1 is deprecated: it keeps working, and /changes says what to use instead. */
                version_number?: 1 | 2 | 3;
                /** @description Bulk ingest only; optional; when sent, "reading-batch". */
                action?: "reading-batch";
                /** @description Bulk ingest only. true: store every item or none (any invalid item refuses the batch with 422 batch-invalid); false: store the valid items and report the others. Expected: boolean. Default: false. */
                atomic?: boolean;
            };
            header?: {
                /** @description Your key for this create (1-255 visible ASCII characters, e.g. a UUID): a retry with the same key and parameters answers the first result instead of creating again. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"] | components["schemas"]["reading-batch.v1.body"] | components["schemas"]["reading-batch.v2.body"] | components["schemas"]["reading-batch.v3.body"] | components["schemas"]["reading-purge.v1.as-delete"] | components["schemas"]["reading-purge.v2.as-delete"] | components["schemas"]["reading-purge.v3.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"] | components["schemas"]["reading-batch.v1.body"] | components["schemas"]["reading-batch.v2.body"] | components["schemas"]["reading-batch.v3.body"] | components["schemas"]["reading-purge.v1.as-delete"] | components["schemas"]["reading-purge.v2.as-delete"] | components["schemas"]["reading-purge.v3.as-delete"];
                "application/xml": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"] | components["schemas"]["reading-batch.v1.body"] | components["schemas"]["reading-batch.v2.body"] | components["schemas"]["reading-batch.v3.body"] | components["schemas"]["reading-purge.v1.as-delete"] | components["schemas"]["reading-purge.v2.as-delete"] | components["schemas"]["reading-purge.v3.as-delete"];
                /**
                 * @example {"time":"2026-11-22T18:00:00Z","area":"bonn:rheinaue","mean":21.5,"good":58,"number":60,"seen":64,"span":60,"stdDev":0.8,"quantity":"air_temperature","unit":"Cel","device":"01JDEVICE0000000000000000A"}
                 *     {"time":"2026-11-22T18:00:00Z","area":"bonn:rheinaue","mean":21.5,"good":58,"number":60,"seen":64,"span":60,"stdDev":0.8,"quantity":"air_temperature","unit":"Cel","device":"01JDEVICE0000000000000000A"}
                 */
                "application/x-ndjson": string;
                /**
                 * @example time,area,mean,good,number,seen,span,stdDev,quantity,unit,device
                 *     2026-11-22T18:00:00Z,bonn:rheinaue,21.5,58,60,64,60,0.8,air_temperature,Cel,01JDEVICE0000000000000000A
                 *     2026-11-22T18:00:00Z,bonn:rheinaue,21.5,58,60,64,60,0.8,air_temperature,Cel,01JDEVICE0000000000000000A
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Bulk ingest: the batch was read and its valid items stored, in one transaction; `data` holds one result per item, in order (201 with `id` and `location`, or the problem a single create would have answered). With atomic=true this means every item was stored.; or remove the readings a filter matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-batch.v1.answer"] | components["schemas"]["reading-batch.v2.answer"] | components["schemas"]["reading-batch.v3.answer"] | components["schemas"]["reading-purge.v1.answer"] | components["schemas"]["reading-purge.v2.answer"] | components["schemas"]["reading-purge.v3.answer"];
                    "application/xml": components["schemas"]["reading-batch.v1.answer"] | components["schemas"]["reading-batch.v2.answer"] | components["schemas"]["reading-batch.v3.answer"] | components["schemas"]["reading-purge.v1.answer"] | components["schemas"]["reading-purge.v2.answer"] | components["schemas"]["reading-purge.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description Create a reading */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.594a8979"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.a7e8c8ea"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.527521f9"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-purge": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-purge this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-purge". */
                action?: "reading-purge";
                /**
                 * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
                 * @example bonn:*
                 */
                area?: string;
                /**
                 * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only readings whose `mean` is at least this. Expected: finite number.
                 * @example 0
                 */
                min_mean?: number;
                /**
                 * @description Only readings whose `mean` is at most this. Expected: finite number.
                 * @example 30
                 */
                max_mean?: number;
                /**
                 * @description Only readings whose `time` is before this instant, exclusive (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-12-01T00:00:00Z
                 */
                before?: string;
                /**
                 * @description true: answer how many rows would be removed, and remove none. Expected: boolean.
                 * @example true
                 */
                dry_run?: boolean;
                /**
                 * @description Only in version 3. Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
                /**
                 * @description Only in version 3. Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
                 * @example air_temperature
                 */
                quantity?: string;
                /**
                 * @description Only in version 3. Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
                 * @example Cel
                 */
                unit?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the readings a filter matches */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-purge.v1.answer"] | components["schemas"]["reading-purge.v2.answer"] | components["schemas"]["reading-purge.v3.answer"];
                    "application/xml": components["schemas"]["reading-purge.v1.answer"] | components["schemas"]["reading-purge.v2.answer"] | components["schemas"]["reading-purge.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.9583840d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    reading: {
        parameters: {
            query: {
                /**
                 * @description The version of reading this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading". */
                action?: "reading";
            };
            header?: {
                /** @description Answer 304 without a body if the ETag is one of these (RFC 9110 §13.1.2). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one reading */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-replace": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"];
                "application/x-www-form-urlencoded": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"];
                "application/xml": components["schemas"]["reading.v1.all"] | components["schemas"]["reading.v2.all"] | components["schemas"]["reading.v3.all"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a reading */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-override": {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE. */
                "X-HTTP-Method-Override"?: "PUT" | "PATCH" | "DELETE";
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reading.v1.as-put"] | components["schemas"]["reading.v2.as-put"] | components["schemas"]["reading.v3.as-put"] | components["schemas"]["reading.v1.as-patch"] | components["schemas"]["reading.v2.as-patch"] | components["schemas"]["reading.v3.as-patch"] | components["schemas"]["reading.v1.as-delete"] | components["schemas"]["reading.v2.as-delete"] | components["schemas"]["reading.v3.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["reading.v1.as-put"] | components["schemas"]["reading.v2.as-put"] | components["schemas"]["reading.v3.as-put"] | components["schemas"]["reading.v1.as-patch"] | components["schemas"]["reading.v2.as-patch"] | components["schemas"]["reading.v3.as-patch"] | components["schemas"]["reading.v1.as-delete"] | components["schemas"]["reading.v2.as-delete"] | components["schemas"]["reading.v3.as-delete"];
                "application/xml": components["schemas"]["reading.v1.as-put"] | components["schemas"]["reading.v2.as-put"] | components["schemas"]["reading.v3.as-put"] | components["schemas"]["reading.v1.as-patch"] | components["schemas"]["reading.v2.as-patch"] | components["schemas"]["reading.v3.as-patch"] | components["schemas"]["reading.v1.as-delete"] | components["schemas"]["reading.v2.as-delete"] | components["schemas"]["reading.v3.as-delete"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a reading; or change some fields of a reading; or delete a reading */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            404: components["responses"]["404.805c249f"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-delete": {
        parameters: {
            query: {
                /**
                 * @description The version of reading this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading". */
                action?: "reading";
            };
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a reading */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-patch": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["reading.v1.partial"] | components["schemas"]["reading.v2.partial"] | components["schemas"]["reading.v3.partial"];
                "application/x-www-form-urlencoded": components["schemas"]["reading.v1.partial"] | components["schemas"]["reading.v2.partial"] | components["schemas"]["reading.v3.partial"];
                "application/xml": components["schemas"]["reading.v1.partial"] | components["schemas"]["reading.v2.partial"] | components["schemas"]["reading.v3.partial"];
            };
        };
        responses: {
            /** @description Change some fields of a reading */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "application/xml": components["schemas"]["reading.v1.answer"] | components["schemas"]["reading.v2.answer"] | components["schemas"]["reading.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-list": {
        parameters: {
            query: {
                /**
                 * @description The version of device-list this request speaks. HTML pages may leave it out and get the newest.
                 * @example 1
                 */
                version_number: 1;
                /** @description Optional; when sent, "device-list". */
                action?: "device-list";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List devices, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device-list.v1.answer"];
                    "application/xml": components["schemas"]["device-list.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-create": {
        parameters: {
            query?: {
                /** @description Bulk ingest only, and then required: the version of device-batch, which every item is a create of. A single create (one JSON object, a form, XML) sends it in the body and no query string. */
                version_number?: 1;
                /** @description Bulk ingest only; optional; when sent, "device-batch". */
                action?: "device-batch";
                /** @description Bulk ingest only. true: store every item or none (any invalid item refuses the batch with 422 batch-invalid); false: store the valid items and report the others. Expected: boolean. Default: false. */
                atomic?: boolean;
            };
            header?: {
                /** @description Your key for this create (1-255 visible ASCII characters, e.g. a UUID): a retry with the same key and parameters answers the first result instead of creating again. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["device.v1.all"] | components["schemas"]["device-batch.v1.body"];
                "application/x-www-form-urlencoded": components["schemas"]["device.v1.all"];
                "application/xml": components["schemas"]["device.v1.all"];
                /**
                 * @example {"name":"Collar 17","kind":"gps-collar","description":"Mounted on the north mast, 2 m above ground."}
                 *     {"name":"Collar 17","kind":"gps-collar","description":"Mounted on the north mast, 2 m above ground."}
                 */
                "application/x-ndjson": string;
                /**
                 * @example name,kind,description
                 *     Collar 17,gps-collar,"Mounted on the north mast, 2 m above ground."
                 *     Collar 17,gps-collar,"Mounted on the north mast, 2 m above ground."
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Bulk ingest: the batch was read and its valid items stored, in one transaction; `data` holds one result per item, in order (201 with `id` and `location`, or the problem a single create would have answered). With atomic=true this means every item was stored. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device-batch.v1.answer"];
                    "application/xml": components["schemas"]["device-batch.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description Create a device */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.f05be075"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.a7e8c8ea"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.527521f9"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    device: {
        parameters: {
            query: {
                /**
                 * @description The version of device this request speaks. HTML pages may leave it out and get the newest.
                 * @example 1
                 */
                version_number: 1;
                /** @description Optional; when sent, "device". */
                action?: "device";
            };
            header?: {
                /** @description Answer 304 without a body if the ETag is one of these (RFC 9110 §13.1.2). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read one device */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: If-None-Match names the current ETag. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-replace": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["device.v1.all"];
                "application/x-www-form-urlencoded": components["schemas"]["device.v1.all"];
                "application/xml": components["schemas"]["device.v1.all"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a device */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-override": {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE. */
                "X-HTTP-Method-Override"?: "PUT" | "PATCH" | "DELETE";
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["device.v1.as-put"] | components["schemas"]["device.v1.as-patch"] | components["schemas"]["device.v1.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["device.v1.as-put"] | components["schemas"]["device.v1.as-patch"] | components["schemas"]["device.v1.as-delete"];
                "application/xml": components["schemas"]["device.v1.as-put"] | components["schemas"]["device.v1.as-patch"] | components["schemas"]["device.v1.as-delete"];
            };
        };
        responses: {
            /** @description Replace the fields of the request's version of a device; or change some fields of a device; or delete a device */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description After a write from an HTML form (form-encoded body, text/html asked for): the page to show, the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page. Or, a page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The page to go to: the one the write leads to, or the sign-in form (`/session/new?next=…`). */
                    Location: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description The confirmation for the next page, or, when the session sent was dead, the removal of its cookie. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            404: components["responses"]["404.805c249f"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            409: components["responses"]["409.resource-in-use"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-delete": {
        parameters: {
            query: {
                /**
                 * @description The version of device this request speaks. HTML pages may leave it out and get the newest.
                 * @example 1
                 */
                version_number: 1;
                /** @description Optional; when sent, "device". */
                action?: "device";
            };
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a device */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            409: components["responses"]["409.resource-in-use"];
            412: components["responses"]["412.precondition-failed"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-patch": {
        parameters: {
            query?: never;
            header?: {
                /** @description Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412. */
                "If-Match"?: components["parameters"]["If-Match"];
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["device.v1.partial"];
                "application/x-www-form-urlencoded": components["schemas"]["device.v1.partial"];
                "application/xml": components["schemas"]["device.v1.partial"];
            };
        };
        responses: {
            /** @description Change some fields of a device */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device.v1.answer"];
                    "application/xml": components["schemas"]["device.v1.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ffe87d6d"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            412: components["responses"]["412.precondition-failed"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-search": {
        parameters: {
            query: {
                /**
                 * @description The version of location-search this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-search". */
                action?: "location-search";
                /**
                 * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
                 * @example 5.9,47.3,15.0,55.1
                 */
                bbox?: string;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
                /**
                 * @description Only in version 3. Only the locations of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search locations by bounding box and time */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-search.v1.answer"] | components["schemas"]["location-search.v2.answer"] | components["schemas"]["location-search.v3.answer"];
                    "application/xml": components["schemas"]["location-search.v1.answer"] | components["schemas"]["location-search.v2.answer"] | components["schemas"]["location-search.v3.answer"];
                    "text/html": string;
                    /** @example id,longitude,latitude,altitude,speed,timestamp,device,accuracy,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                                coordinates: number[];
                            } | null;
                            properties: {
                                [key: string]: unknown;
                            };
                        }[];
                        meta: {
                            [key: string]: unknown;
                        };
                        links: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-search-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-latest": {
        parameters: {
            query: {
                /**
                 * @description The version of location-latest this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-latest". */
                action?: "location-latest";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 3. Only the locations of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest locations */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-latest.v1.answer"] | components["schemas"]["location-latest.v2.answer"] | components["schemas"]["location-latest.v3.answer"];
                    "application/xml": components["schemas"]["location-latest.v1.answer"] | components["schemas"]["location-latest.v2.answer"] | components["schemas"]["location-latest.v3.answer"];
                    "text/html": string;
                    /** @example id,longitude,latitude,altitude,speed,timestamp,device,accuracy,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                                coordinates: number[];
                            } | null;
                            properties: {
                                [key: string]: unknown;
                            };
                        }[];
                        meta: {
                            [key: string]: unknown;
                        };
                        links: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-latest-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-nearby": {
        parameters: {
            query: {
                /**
                 * @description The version of location-nearby this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-nearby". */
                action?: "location-nearby";
                /**
                 * @description Great-circle distance in metres (mean Earth radius 6,371,008.8 m); 20015115 reaches every point. Unit: metres. Expected: number of metres > 0 and at most 20015115.
                 * @example 1000
                 */
                radius: number;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Locations near a location, nearest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["location-nearby.v1.answer"] | components["schemas"]["location-nearby.v2.answer"] | components["schemas"]["location-nearby.v3.answer"];
                    "application/xml": components["schemas"]["location-nearby.v1.answer"] | components["schemas"]["location-nearby.v2.answer"] | components["schemas"]["location-nearby.v3.answer"];
                    "text/html": string;
                    /** @example id,longitude,latitude,altitude,speed,timestamp,device,accuracy,created_at,updated_at,created_by,updated_by,distance_m */
                    "text/csv": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                                coordinates: number[];
                            } | null;
                            properties: {
                                [key: string]: unknown;
                            };
                        }[];
                        meta: {
                            [key: string]: unknown;
                        };
                        links: {
                            [key: string]: string | null;
                        };
                    };
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.72252c39"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-nearby-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-search": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-search this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-search". */
                action?: "reading-search";
                /**
                 * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
                 * @example bonn:*
                 */
                area?: string;
                /**
                 * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only readings whose `time` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
                /**
                 * @description Only readings whose `mean` is at least this. Expected: finite number.
                 * @example 0
                 */
                min_mean?: number;
                /**
                 * @description Only readings whose `mean` is at most this. Expected: finite number.
                 * @example 30
                 */
                max_mean?: number;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 3. Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
                /**
                 * @description Only in version 3. Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
                 * @example air_temperature
                 */
                quantity?: string;
                /**
                 * @description Only in version 3. Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
                 * @example Cel
                 */
                unit?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search readings by area, time and mean */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-search.v1.answer"] | components["schemas"]["reading-search.v2.answer"] | components["schemas"]["reading-search.v3.answer"];
                    "application/xml": components["schemas"]["reading-search.v1.answer"] | components["schemas"]["reading-search.v2.answer"] | components["schemas"]["reading-search.v3.answer"];
                    "text/html": string;
                    /** @example id,time,area,mean,good,number,seen,span,stdDev,quantity,unit,device,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-search-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-latest": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-latest this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-latest". */
                action?: "reading-latest";
                /**
                 * @description Only areas matching this. Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
                 * @example bonn:*
                 */
                area?: string;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 3. Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
                /**
                 * @description Only in version 3. Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
                 * @example air_temperature
                 */
                quantity?: string;
                /**
                 * @description Only in version 3. Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
                 * @example Cel
                 */
                unit?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest reading of each area */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-latest.v1.answer"] | components["schemas"]["reading-latest.v2.answer"] | components["schemas"]["reading-latest.v3.answer"];
                    "application/xml": components["schemas"]["reading-latest.v1.answer"] | components["schemas"]["reading-latest.v2.answer"] | components["schemas"]["reading-latest.v3.answer"];
                    "text/html": string;
                    /** @example id,time,area,mean,good,number,seen,span,stdDev,quantity,unit,device,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-latest-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-summary": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-summary this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-summary". */
                action?: "reading-summary";
                /**
                 * @description Only areas matching this. Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
                 * @example bonn:*
                 */
                area?: string;
                /**
                 * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only readings whose `time` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 3. Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
                /**
                 * @description Only in version 3. Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
                 * @example air_temperature
                 */
                quantity?: string;
                /**
                 * @description Only in version 3. Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
                 * @example Cel
                 */
                unit?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pooled statistics per area */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-summary.v1.answer"] | components["schemas"]["reading-summary.v2.answer"] | components["schemas"]["reading-summary.v3.answer"];
                    "application/xml": components["schemas"]["reading-summary.v1.answer"] | components["schemas"]["reading-summary.v2.answer"] | components["schemas"]["reading-summary.v3.answer"];
                    "text/html": string;
                    /** @example area,quantity,unit,readings,number,good,mean,stdDev,readings_without_std_dev,number_with_std_dev */
                    "text/csv": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.66e895fc"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-summary-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-history": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-history this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-history". */
                action?: "reading-history";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readings of the same area up to this one's time */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["reading-history.v1.answer"] | components["schemas"]["reading-history.v2.answer"] | components["schemas"]["reading-history.v3.answer"];
                    "application/xml": components["schemas"]["reading-history.v1.answer"] | components["schemas"]["reading-history.v2.answer"] | components["schemas"]["reading-history.v3.answer"];
                    "text/html": string;
                    /** @example id,time,area,mean,good,number,seen,span,stdDev,quantity,unit,device,created_at,updated_at,created_by,updated_by */
                    "text/csv": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.72252c39"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-history-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "retention-runs": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What retention removed: the newest 100 runs, scheduled or asked for */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["retention-runs.answer"];
                    "application/xml": components["schemas"]["retention-runs.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "retention-runs-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-export": {
        parameters: {
            query: {
                /**
                 * @description The version of location-export this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "location-export". */
                action?: "location-export";
                /**
                 * @description Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 spans the 20 degrees around longitude 180. Unit: degrees. Expected: minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat.
                 * @example 5.9,47.3,15.0,55.1
                 */
                bbox?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
                /**
                 * @description Only in version 3. Only the locations of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching location, as CSV, NDJSON or GeoJSON */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description On the files (not the page of links): `attachment; filename="<collection>-v<version>-<UTC date>.<csv|ndjson|geojson>"`, such as `locations-v3-2026-11-22.csv` (RFC 6266). */
                    "Content-Disposition"?: string;
                    /** @description `no-store`: every row as it stands now, never one to keep. */
                    "Cache-Control"?: string;
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                    "application/geo+json": {
                        /** @constant */
                        type: "FeatureCollection";
                        features: {
                            /** @constant */
                            type: "Feature";
                            id: string;
                            geometry: {
                                /** @constant */
                                type: "Point";
                                /** @description longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1) */
                                coordinates: number[];
                            } | null;
                            properties: {
                                [key: string]: unknown;
                            };
                        }[];
                        /** @description Written after the last feature: the call, its version, the request id and how many features came before. */
                        meta: {
                            action: string;
                            version_number: number;
                            request_id: string;
                            count: number;
                        };
                    };
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.50802f13"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-export-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-export": {
        parameters: {
            query: {
                /**
                 * @description The version of reading-export this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "reading-export". */
                action?: "reading-export";
                /**
                 * @description Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, `_` and `.` included, matches only itself. Expected: characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard.
                 * @example bonn:*
                 */
                area?: string;
                /**
                 * @description Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only readings whose `time` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
                /**
                 * @description Only readings whose `mean` is at least this. Expected: finite number.
                 * @example 0
                 */
                min_mean?: number;
                /**
                 * @description Only readings whose `mean` is at most this. Expected: finite number.
                 * @example 30
                 */
                max_mean?: number;
                /**
                 * @description Only in version 3. Only readings of this device (its id, see /devices); an id that names no device matches nothing. Expected: the id of an existing device.
                 * @example 01JDEVICE0000000000000000A
                 */
                device?: string;
                /**
                 * @description Only in version 3. Only readings of this quantity, exactly (such as `air_temperature`). Expected: 1 to 64 characters of a-z 0-9 _.
                 * @example air_temperature
                 */
                quantity?: string;
                /**
                 * @description Only in version 3. Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`). Expected: a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity.
                 * @example Cel
                 */
                unit?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every matching reading, as CSV or NDJSON */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description On the files (not the page of links): `attachment; filename="<collection>-v<version>-<UTC date>.<csv|ndjson|geojson>"`, such as `locations-v3-2026-11-22.csv` (RFC 6266). */
                    "Content-Disposition"?: string;
                    /** @description `no-store`: every row as it stands now, never one to keep. */
                    "Cache-Control"?: string;
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/x-ndjson": string;
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.50802f13"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-export-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-track": {
        parameters: {
            query: {
                /**
                 * @description The version of device-track this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "device-track". */
                action?: "device-track";
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only in version 2, 3. Only locations whose `timestamp` is at or before this instant (RFC 3339 with offset, compared as an instant). Expected: RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z.
                 * @example 2026-11-30T23:59:59Z
                 */
                to?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A device's locations in time order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device-track.v1.answer"] | components["schemas"]["device-track.v2.answer"] | components["schemas"]["device-track.v3.answer"];
                    "application/xml": components["schemas"]["device-track.v1.answer"] | components["schemas"]["device-track.v2.answer"] | components["schemas"]["device-track.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.72252c39"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-track-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-latest": {
        parameters: {
            query: {
                /**
                 * @description The version of device-latest this request speaks. HTML pages may leave it out and get the newest. Version 1 is deprecated: it keeps working, and /changes says what to use instead.
                 * @example 3
                 */
                version_number: 1 | 2 | 3;
                /** @description Optional; when sent, "device-latest". */
                action?: "device-latest";
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A device's newest location and newest reading of each quantity */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    Sunset: components["headers"]["Sunset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["device-latest.v1.answer"] | components["schemas"]["device-latest.v2.answer"] | components["schemas"]["device-latest.v3.answer"];
                    "application/xml": components["schemas"]["device-latest.v1.answer"] | components["schemas"]["device-latest.v2.answer"] | components["schemas"]["device-latest.v3.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.ca548794"];
            401: components["responses"]["401.a014b717"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-latest-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-new": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that creates a location (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-new-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that edits or deletes a location (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "location-edit-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-new": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that creates a reading (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-new-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that edits or deletes a reading (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "reading-edit-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-new": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that creates a device (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-new-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-edit": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form that edits or deletes a device (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "device-edit-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    asset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The file path segment. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages' style sheet and script */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                    "text/javascript": string;
                };
            };
            400: components["responses"]["400.c6cca590"];
            404: components["responses"]["404.route-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "asset-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file path segment. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "event-list": {
        parameters: {
            query: {
                /**
                 * @description The version of event-list this request speaks. HTML pages may leave it out and get the newest.
                 * @example 1
                 */
                version_number: 1;
                /** @description Optional; when sent, "event-list". */
                action?: "event-list";
                /**
                 * @description Only events with a larger id: the id of the last event you have seen (0, or leave it out, for the start of the log). Expected: integer from 0 to 9007199254740991.
                 * @example 0
                 */
                after?: number;
                /**
                 * @description Only events of this type (`reading.updated`), of one resource (`reading.*`), or of every type (`*`). Expected: a type such as reading.updated, a resource with * such as reading.*, or *.
                 * @example reading.*
                 */
                type?: string;
                /**
                 * @description Only events of this collection. Expected: locations, readings or devices.
                 * @example readings
                 */
                collection?: string;
                /**
                 * @description How many items one page holds. Expected: integer from 1 to 1000.
                 * @example 50
                 */
                limit?: number;
                /**
                 * @description Opaque position from the previous page's `meta.next_cursor`; omit it for the first page. Expected: a next_cursor value from a previous page of the same route.
                 * @example eyJzIjoibG9jYXRpb25zIn0
                 */
                cursor?: string;
            };
            header?: {
                /** @description The id of the last event received: the stream goes on after it, with no gap and no duplicate. Wins over `after` (EventSource sends it when it reconnects). */
                "Last-Event-ID"?: string;
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change log, oldest first; live, as Server-Sent Events, with Accept: text/event-stream */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["event-list.v1.answer"];
                    "application/xml": components["schemas"]["event-list.v1.answer"];
                    "text/html": string;
                    /**
                     * @example retry: 2000
                     *     : Fieldlog change log: events after id 41
                     *
                     *     id: 42
                     *     event: reading.created
                     *     data: {"id":42,"type":"reading.created","collection":"readings","resource_id":"01J…","actor":"field-laptop","occurred_at":"2026-11-26T07:35:23.454Z","data":{…}}
                     */
                    "text/event-stream": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.da773c58"];
            401: components["responses"]["401.a014b717"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            410: components["responses"]["410.events-expired"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.d3aaac42"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.d6b55c8d"];
        };
    };
    "event-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every webhook, oldest first, with its delivery counts (never a secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-list.answer"];
                    "application/xml": components["schemas"]["webhook-list.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-create.body"];
                "application/x-www-form-urlencoded": components["schemas"]["webhook-create.body"];
                "application/xml": components["schemas"]["webhook-create.body"];
            };
        };
        responses: {
            /** @description Subscribe a URL to events; the answer holds the signing secret, shown this once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-create.answer"];
                    "application/xml": components["schemas"]["webhook-create.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.8aaf03a7"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One webhook and its delivery counts (never its secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook.answer"];
                    "application/xml": components["schemas"]["webhook.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-override": {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE. */
                "X-HTTP-Method-Override"?: "PUT" | "PATCH" | "DELETE";
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-change.as-patch"] | components["schemas"]["webhook-delete.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["webhook-change.as-patch"] | components["schemas"]["webhook-delete.as-delete"];
                "application/xml": components["schemas"]["webhook-change.as-patch"] | components["schemas"]["webhook-delete.as-delete"];
            };
        };
        responses: {
            /** @description Pause or resume a webhook (forms: POST with _method=PATCH); or remove a webhook and its deliveries; nothing more is sent to it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-change.answer"] | components["schemas"]["webhook-delete.answer"];
                    "application/xml": components["schemas"]["webhook-change.answer"] | components["schemas"]["webhook-delete.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.0f79cb50"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            404: components["responses"]["404.805c249f"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a webhook and its deliveries; nothing more is sent to it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-delete.answer"];
                    "application/xml": components["schemas"]["webhook-delete.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-change": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-change.body"];
                "application/x-www-form-urlencoded": components["schemas"]["webhook-change.body"];
                "application/xml": components["schemas"]["webhook-change.body"];
            };
        };
        responses: {
            /** @description Pause or resume a webhook (forms: POST with _method=PATCH) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-change.answer"];
                    "application/xml": components["schemas"]["webhook-change.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.0f79cb50"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-deliveries": {
        parameters: {
            query?: {
                /**
                 * @description The most deliveries a page holds, 1 to 200; 50 by default. Expected: string.
                 * @example 50
                 */
                limit?: string;
                /**
                 * @description Only deliveries of events older than this event id (the next page: links.next). Expected: string.
                 * @example 120
                 */
                before?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook's deliveries, newest event first, each with its attempts, status and next try */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook-deliveries.answer"];
                    "application/xml": components["schemas"]["webhook-deliveries.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "webhook-deliveries-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "session-new": {
        parameters: {
            query?: {
                /**
                 * @description Where to go after signing in: a path of this site (anything else goes to /). Expected: string.
                 * @example /locations
                 */
                next?: string;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in form (HTML only) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "session-new-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "session-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["session-create.body"] | components["schemas"]["session-delete.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["session-create.body"] | components["schemas"]["session-delete.as-delete"];
                "application/xml": components["schemas"]["session-create.body"] | components["schemas"]["session-delete.as-delete"];
            };
        };
        responses: {
            /** @description Sign in: starts a session (a cookie) and redirects (303) to `next`; or sign out: ends the session and removes its cookie */
            303: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description Where to go next. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.8aaf03a7"];
            401: components["responses"]["401.sign-in-failed"];
            403: components["responses"]["403.cross-site-form"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.f4078c78"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "session-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign out: ends the session and removes its cookie */
            303: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    /** @description Where to go next. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "session-create-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-list": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every API key, live ones first (never a secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["key-list.answer"];
                    "application/xml": components["schemas"]["key-list.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["key-create.body"];
                "application/x-www-form-urlencoded": components["schemas"]["key-create.body"];
                "application/xml": components["schemas"]["key-create.body"];
            };
        };
        responses: {
            /** @description Make an API key; the answer holds the key itself, shown this once */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["key-create.answer"];
                    "application/xml": components["schemas"]["key-create.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.8aaf03a7"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-list-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    key: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The name path segment. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One live API key (never its secret) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["key.answer"];
                    "application/xml": components["schemas"]["key.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-override": {
        parameters: {
            query?: never;
            header?: {
                /** @description Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE. */
                "X-HTTP-Method-Override"?: "PUT" | "PATCH" | "DELETE";
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The name path segment. */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["key-revoke.as-delete"];
                "application/x-www-form-urlencoded": components["schemas"]["key-revoke.as-delete"];
                "application/xml": components["schemas"]["key-revoke.as-delete"];
            };
        };
        responses: {
            /** @description Revoke a key: it stops working within a second, in every process */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["key-revoke.answer"];
                    "application/xml": components["schemas"]["key-revoke.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.0f79cb50"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.b51cc613"];
            404: components["responses"]["404.805c249f"];
            405: components["responses"]["405.method-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            413: components["responses"]["413.body-too-large"];
            415: components["responses"]["415.bc48c934"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The name path segment. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoke a key: it stops working within a second, in every process */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["key-revoke.answer"];
                    "application/xml": components["schemas"]["key-revoke.answer"];
                    "text/html": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.c6cca590"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            404: components["responses"]["404.resource-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "key-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name path segment. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness: false while shutting down */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ready.answer"];
                    "application/xml": components["schemas"]["ready.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "ready-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus metrics of this process (text exposition format); admin, or METRICS_PORT without credentials */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP fieldlog_http_requests_total HTTP requests answered, by route pattern, method (after any override) and status.
                     *     # TYPE fieldlog_http_requests_total counter
                     *     fieldlog_http_requests_total{route="/locations/:id",method="GET",status="200"} 1042
                     */
                    "text/plain": string;
                };
            };
            /** @description A page (text/html asked for) sent without a live session: the sign-in form, `/session/new?next=…`, which returns to this page after signing in (after a form that wrote, to the page of the path it was sent to). The cookie of a dead session is removed on the way. */
            303: {
                headers: {
                    /** @description The sign-in form, `/session/new?next=` and the percent-encoded path to come back to. */
                    Location: string;
                    /** @description Present when the session sent was dead: `fieldlog_session=` with Max-Age=0, removing it. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.29cc3ab5"];
            401: components["responses"]["401.a014b717"];
            403: components["responses"]["403.scope-insufficient"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "metrics-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    openapi: {
        parameters: {
            query?: {
                /**
                 * @description Only this version of each call, and only the calls that have it; leave it out for every version. Expected: integer >= 1.
                 * @example 1
                 */
                version_number?: number;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This OpenAPI 3.1 document, generated from the registry */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["400.926ef659"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "openapi-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "openapi-yaml": {
        parameters: {
            query?: {
                /**
                 * @description Only this version of each call, and only the calls that have it; leave it out for every version. Expected: integer >= 1.
                 * @example 1
                 */
                version_number?: number;
            };
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same document in YAML */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            400: components["responses"]["400.926ef659"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "openapi-yaml-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Swagger UI for this document, with a version picker */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "docs-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "docs-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path: {
                /** @description The file path segment. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Swagger UI's files, from the installed swagger-ui-dist package */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                    "text/javascript": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["400.c6cca590"];
            404: components["responses"]["404.route-not-found"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "docs-asset-options": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file path segment. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    changes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -). */
                "X-Request-Id"?: components["parameters"]["X-Request-Id"];
                /** @description Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused. */
                traceparent?: components["parameters"]["traceparent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What changed from each version of each call to the next, which versions are deprecated, and the rules across versions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["changes.answer"];
                    "application/xml": components["schemas"]["changes.answer"];
                    "text/html": string;
                };
            };
            400: components["responses"]["400.29cc3ab5"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            422: components["responses"]["422.invalid-parameters"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
    "changes-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No body; Allow lists the methods. */
            204: {
                headers: {
                    Allow: components["headers"]["Allow"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    traceparent: components["headers"]["traceparent"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["400.dcd07f2e"];
            403: components["responses"]["403.origin-not-allowed"];
            406: components["responses"]["406.not-acceptable"];
            408: components["responses"]["408.request-timeout"];
            415: components["responses"]["415.content-encoding-unsupported"];
            417: components["responses"]["417.expectation-failed"];
            429: components["responses"]["429.rate-limited"];
            431: components["responses"]["431.headers-too-large"];
            500: components["responses"]["500.internal-error"];
            501: components["responses"]["501.transfer-coding-unsupported"];
            503: components["responses"]["503.service-unavailable"];
        };
    };
}
