// Issue 3: the geometry behind bbox search and nearby. The boxes handed to the R*Tree must hold every
// point within the radius, also over the poles and across the antimeridian.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { EARTH_RADIUS_METRES, circleBoxes, haversineMetres, longitudeRanges } from '../../../src/storage/geo.js';

const inBoxes = (boxes: ReturnType<typeof circleBoxes>, lat: number, lon: number) =>
  boxes.some((box) => lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east);

test('haversine distances match known values on the 6,371,008.8 m sphere', () => {
  assert.equal(haversineMetres(50, 7, 50, 7), 0);
  // A quarter meridian and half the equator.
  assert.ok(Math.abs(haversineMetres(0, 0, 90, 0) - (Math.PI / 2) * EARTH_RADIUS_METRES) < 1e-6);
  assert.ok(Math.abs(haversineMetres(0, -90, 0, 90) - Math.PI * EARTH_RADIUS_METRES) < 1e-6);
  // Across the antimeridian: 0.2 degrees of longitude at the equator, not 359.8.
  assert.ok(Math.abs(haversineMetres(0, 179.9, 0, -179.9) - ((0.2 * Math.PI) / 180) * EARTH_RADIUS_METRES) < 1e-6);
  // Bonn to Cologne cathedral: 24.27 km.
  assert.ok(Math.abs(haversineMetres(50.7374, 7.0982, 50.9375, 6.9603) - 24_266) < 1);
});

test('a bbox crossing the antimeridian becomes two longitude ranges; ±180 are one meridian', () => {
  assert.deepEqual(longitudeRanges(170, -170), [
    [170, 180],
    [-180, -170],
  ]);
  assert.deepEqual(longitudeRanges(-10, 10), [[-10, 10]]);
  assert.deepEqual(longitudeRanges(170, 180), [
    [170, 180],
    [-180, -180],
  ]);
  assert.deepEqual(longitudeRanges(-180, -170), [
    [-180, -170],
    [180, 180],
  ]);
  assert.deepEqual(longitudeRanges(-180, 180), [[-180, 180]]);
});

test('circleBoxes split across the antimeridian and open up over a pole', () => {
  const fiji = circleBoxes(-17, 179.9, 50_000);
  assert.equal(fiji.length, 2);
  assert.ok(inBoxes(fiji, -17, -179.9) && inBoxes(fiji, -17, 179.9));
  const pole = circleBoxes(89.9, 0, 50_000);
  assert.deepEqual(
    pole.map((box) => [box.west, box.east, box.north]),
    [[-180, 180, 90]],
  );
  assert.deepEqual(circleBoxes(0, 0, 20_015_115), [{ west: -180, south: -90, east: 180, north: 90 }]);
});

test("every point within the radius lies in one of the circle's boxes (property)", () => {
  const latitude = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constantFrom(-90, -89.99, 0, 89.99, 90));
  const longitude = fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-180, -179.99, 179.99, 180));
  fc.assert(
    fc.property(
      latitude,
      longitude,
      latitude,
      longitude,
      fc.double({ min: 1, max: 2.1e7, noNaN: true }),
      (lat, lon, pointLat, pointLon, radius) => {
        if (haversineMetres(lat, lon, pointLat, pointLon) > radius) return;
        assert.ok(
          inBoxes(circleBoxes(lat, lon, radius), pointLat, pointLon),
          `(${pointLat}, ${pointLon}) within ${radius} m of (${lat}, ${lon})`,
        );
      },
    ),
    { numRuns: 20_000 },
  );
  // Points at a fixed small distance, in every direction, where the property above rarely lands.
  fc.assert(
    fc.property(
      latitude,
      longitude,
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      fc.double({ min: 1, max: 500_000, noNaN: true }),
      (lat, lon, bearing, radius) => {
        const [pointLat, pointLon] = destination(lat, lon, bearing, radius * 0.999_999);
        // destination() loses digits next to a pole; the property is about points truly within the radius.
        if (haversineMetres(lat, lon, pointLat, pointLon) > radius) return;
        assert.ok(
          inBoxes(circleBoxes(lat, lon, radius), pointLat, pointLon),
          `(${pointLat}, ${pointLon}) from (${lat}, ${lon}) at ${radius} m`,
        );
      },
    ),
    { numRuns: 20_000 },
  );
});

/** The point `distance` metres from (lat, lon) along `bearing` (radians from north), longitudes wrapped. */
function destination(lat: number, lon: number, bearing: number, distance: number): [number, number] {
  const rad = Math.PI / 180;
  const angle = distance / EARTH_RADIUS_METRES;
  const phi = Math.asin(Math.sin(lat * rad) * Math.cos(angle) + Math.cos(lat * rad) * Math.sin(angle) * Math.cos(bearing));
  const lambda =
    lon * rad +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat * rad), Math.cos(angle) - Math.sin(lat * rad) * Math.sin(phi));
  const wrapped = ((((lambda / rad + 180) % 360) + 360) % 360) - 180;
  return [phi / rad, wrapped];
}
