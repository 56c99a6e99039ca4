import type { ApiPackageDocs } from './types';

const docs: ApiPackageDocs = {
  package: '@remotion/shapes',
  overview: '/docs/shapes',
  documented: {
    // Components
    Rect: {
      page: '/docs/shapes/rect',
      summary: 'Renders a rectangle as an SVG, with optional cornerRadius or edgeRoundness.',
    },
    Triangle: {
      page: '/docs/shapes/triangle',
      summary: 'Renders an equilateral triangle pointing up, down, left or right as an SVG.',
    },
    Circle: {
      page: '/docs/shapes/circle',
      summary: 'Renders a circle of a given radius as an SVG.',
    },
    Ellipse: {
      page: '/docs/shapes/ellipse',
      summary: 'Renders an ellipse with separate horizontal and vertical radii as an SVG.',
    },
    Heart: {
      page: '/docs/shapes/heart',
      summary: 'Renders a heart of a given height as an SVG, with adjustable proportions.',
    },
    Star: {
      page: '/docs/shapes/star',
      summary: 'Renders a star with any number of points, inner and outer radius as an SVG.',
    },
    Pie: {
      page: '/docs/shapes/pie',
      summary: 'Renders a pie slice or open arc covering a fraction of a circle as an SVG.',
    },
    Polygon: {
      page: '/docs/shapes/polygon',
      summary: 'Renders a regular polygon with optional rounded corners as an SVG.',
    },

    // Path functions
    makeRect: {
      page: '/docs/shapes/make-rect',
      summary: 'Returns the path, size, centre and instructions of a rectangle.',
    },
    makeTriangle: {
      page: '/docs/shapes/make-triangle',
      summary: 'Returns the path, size, centroid and instructions of an equilateral triangle.',
    },
    makeCircle: {
      page: '/docs/shapes/make-circle',
      summary: 'Returns the path, size, centre and instructions of a circle.',
    },
    makeEllipse: {
      page: '/docs/shapes/make-ellipse',
      summary: 'Returns the path, size, centre and instructions of an ellipse.',
    },
    makeHeart: {
      page: '/docs/shapes/make-heart',
      summary: 'Returns the path, size, centre and instructions of a heart.',
    },
    makeStar: {
      page: '/docs/shapes/make-star',
      summary: 'Returns the path, bounding-box size, centre and instructions of a star.',
    },
    makePie: {
      page: '/docs/shapes/make-pie',
      summary: 'Returns the path, size, centre and instructions of a pie slice or arc.',
    },
    makePolygon: {
      page: '/docs/shapes/make-polygon',
      summary:
        'Returns the (unclosed) path, bounding-box size, centre and instructions of a regular polygon.',
    },

    // Component props types
    RectProps: {
      page: '/docs/shapes/rect#props',
      summary: 'Props of <Rect>: MakeRectOptions plus the common SVG props.',
    },
    TriangleProps: {
      page: '/docs/shapes/triangle#props',
      summary: 'Props of <Triangle>: MakeTriangleProps plus the common SVG props.',
    },
    CircleProps: {
      page: '/docs/shapes/circle#props',
      summary: 'Props of <Circle>: MakeCircleProps plus the common SVG props.',
    },
    EllipseProps: {
      page: '/docs/shapes/ellipse#props',
      summary: 'Props of <Ellipse>: MakeEllipseOptions plus the common SVG props.',
    },
    HeartProps: {
      page: '/docs/shapes/heart#props',
      summary: 'Props of <Heart>: MakeHeartProps plus the common SVG props.',
    },
    StarProps: {
      page: '/docs/shapes/star#props',
      summary:
        'Props of <Star>: MakeStarProps plus the common SVG props, without the SVG points attribute.',
    },
    PieProps: {
      page: '/docs/shapes/pie#props',
      summary: 'Props of <Pie>: MakePieProps plus the common SVG props.',
    },
    PolygonProps: {
      page: '/docs/shapes/polygon#props',
      summary:
        'Props of <Polygon>: MakePolygonProps plus the common SVG props, without the SVG points attribute.',
    },

    // Function option types
    MakeRectOptions: {
      page: '/docs/shapes/make-rect#parameters',
      summary: 'Options of makeRect(): width, height, cornerRadius, edgeRoundness.',
    },
    MakeTriangleProps: {
      page: '/docs/shapes/make-triangle#parameters',
      summary: 'Options of makeTriangle(): length, direction, cornerRadius, edgeRoundness.',
    },
    MakeCircleProps: {
      page: '/docs/shapes/make-circle#parameters',
      summary: 'Options of makeCircle(): radius.',
    },
    MakeEllipseOptions: {
      page: '/docs/shapes/make-ellipse#parameters',
      summary: 'Options of makeEllipse(): rx, ry.',
    },
    MakeHeartProps: {
      page: '/docs/shapes/make-heart#parameters',
      summary:
        'Options of makeHeart(): height, aspectRatio, bottomRoundnessAdjustment, depthAdjustment.',
    },
    MakeStarProps: {
      page: '/docs/shapes/make-star#parameters',
      summary:
        'Options of makeStar(): points, innerRadius, outerRadius, cornerRadius, edgeRoundness.',
    },
    MakePieProps: {
      page: '/docs/shapes/make-pie#parameters',
      summary: 'Options of makePie(): radius, progress, closePath, counterClockwise, rotation.',
    },
    MakePolygonProps: {
      page: '/docs/shapes/make-polygon#parameters',
      summary: 'Options of makePolygon(): points, radius, cornerRadius, edgeRoundness.',
    },

    Instruction: {
      page: '/docs/shapes#the-returned-object',
      summary:
        'One SVG path command (re-exported from @remotion/paths), the type of the instructions field.',
    },
  },
};

export default docs;
