import { libraryConfig } from '../../vitest.shared';

export default libraryConfig('node');
